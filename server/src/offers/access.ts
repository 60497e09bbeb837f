import type { AccessRequest } from '@affnet/contracts';
import { recordAudit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { OfferAccessTable } from '../shared/db/schema';
import { badRequest, ERROR_CODES, forbidden, notFound } from '../shared/errors';
import { offerStore } from './store';
import { OFFER_NOT_FOUND, offerViewerOf } from './view';

type AccessStatus = OfferAccessTable['status'];

const NO_APPROVAL_NEEDED = 'This offer needs no approval';

/** No surrogate key on offer_access: a number unique per (offer, publisher) for lists and React keys. */
const accessId = (offerId: number, publisherId: number) => offerId * 2 ** 20 + publisherId;

/** A publisher asks to run an approval-required offer; asking again is harmless and "allowed" stays allowed. */
export async function requestAccess(ctx: AppContext, session: Session, offerId: number) {
  const { networkId, viewer } = offerViewerOf(session);
  if (viewer.role !== 'publisher') throw forbidden();
  const store = offerStore(ctx.db, networkId);
  const offer = await store.offerFor(viewer, offerId);
  if (!offer) throw OFFER_NOT_FOUND();
  if (offer.visibility === 'public') throw badRequest(NO_APPROVAL_NEEDED, ERROR_CODES.noApprovalNeeded);
  if (offer.access_status === 'allowed') return { access: 'allowed' as const };
  const now = nowIso();
  if (offer.visibility === 'approval' && Number(session.user.auto_approve) === 1) {
    // Auto-approve (set by the owner per publisher): the request is allowed at once.
    await store.saveAccess({
      offer_id: offerId,
      publisher_id: viewer.userId,
      status: 'allowed',
      created_at: now,
      decided_at: now,
    });
    await ctx.nodes.catalogueChanged(networkId);
    return { access: 'allowed' as const };
  }
  if (offer.access_status !== 'requested') {
    await store.saveAccess({
      offer_id: offerId,
      publisher_id: viewer.userId,
      status: 'requested',
      created_at: now,
      decided_at: null,
    });
  }
  return { access: 'requested' as const };
}

function ownerStore(ctx: AppContext, session: Session) {
  const { networkId, viewer } = offerViewerOf(session);
  if (viewer.role !== 'network') throw forbidden();
  return offerStore(ctx.db, networkId);
}

/** The owner's list of publishers' standings, newest first. */
export async function accessRequests(
  ctx: AppContext,
  session: Session,
  status?: AccessStatus,
): Promise<AccessRequest[]> {
  const rows = await ownerStore(ctx, session).accessRequests(status);
  return rows.map((row) => ({ id: accessId(row.offer_id, row.publisher_id), ...row }));
}

export interface AccessDecision {
  offer_id: number;
  publisher_id: number;
  decision: 'allowed' | 'rejected';
}

/** The owner allows or rejects a publisher on a private or approval offer (allowing without a request invites him). */
export async function decideAccess(
  ctx: AppContext,
  session: Session,
  decision: AccessDecision,
): Promise<AccessRequest> {
  const store = ownerStore(ctx, session);
  const offer = await store.offerFor({ role: 'network' }, decision.offer_id);
  if (!offer) throw OFFER_NOT_FOUND();
  if (offer.visibility === 'public') throw badRequest(NO_APPROVAL_NEEDED, ERROR_CODES.noApprovalNeeded);
  const publisher = await store.userWithRole(decision.publisher_id, 'publisher');
  if (!publisher) throw notFound('Publisher not found');
  const now = nowIso();
  const existing = await store.access(offer.id, publisher.id);
  const created_at = existing?.created_at ?? now;
  await store.saveAccess({
    offer_id: offer.id,
    publisher_id: publisher.id,
    status: decision.decision,
    created_at,
    decided_at: now,
  });
  await ctx.nodes.catalogueChanged(offer.network_id);
  await recordAudit(ctx.db, {
    networkId: offerViewerOf(session).networkId,
    userId: session.user.id,
    action: decision.decision === 'allowed' ? 'offer_access.allow' : 'offer_access.reject',
    logStatus: `Access of ${publisher.name} to ${offer.name}: ${decision.decision}`,
    subject: `${offer.name} · ${publisher.name}`,
    changes: [{ field: 'access', before: existing?.status ?? null, after: decision.decision }],
    details: { offer_id: offer.id, publisher_id: publisher.id },
  });
  return {
    id: accessId(offer.id, publisher.id),
    offer_id: offer.id,
    offer_name: offer.name,
    publisher_id: publisher.id,
    publisher_name: publisher.name,
    status: decision.decision,
    created_at,
  };
}
