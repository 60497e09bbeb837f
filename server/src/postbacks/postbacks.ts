import type { Postback, PostbackInput, PostbackQuery } from '@affnet/contracts';
import { offerFor } from '../offers/offers';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { PostbackRow } from '../shared/db/schema-postbacks';
import { ERROR_CODES, forbidden, invalidField, notFound } from '../shared/errors';
import { checkPostbackUrl } from '../shared/postback-urls';
import { postbackStore } from './store';

/*
 * Outgoing postbacks: the network calling its publishers (and its own forwarding targets) back about a conversion.
 * This folder holds the publishers' postback URLs and their approval (postbacks.ts, approvals.ts), the outbox a
 * conversion fills (outbox.ts), the worker that sends it (worker.ts, sender.ts) and the delivery log (attempts.ts,
 * deliveries.ts, history.ts). The advertiser's postback coming in is conversions/.
 */

const POSTBACK_NOT_FOUND = () => notFound('Postback not found');

/** The caller's network and, for a publisher, his id; other roles have no postbacks. */
export function postbackScopeOf(session: Session): { networkId: number; publisherId: number | null } {
  const { user } = session;
  if (user.network_id === null) throw forbidden();
  if (user.role === 'network') return { networkId: user.network_id, publisherId: null };
  if (user.role === 'publisher') return { networkId: user.network_id, publisherId: user.id };
  throw forbidden();
}

type Joined = PostbackRow & { publisher_name: string; offer_name: string | null };

function view(row: Joined): Postback {
  return {
    id: row.id,
    publisher_id: row.publisher_id,
    publisher_name: row.publisher_name,
    offer_id: row.offer_id === null ? null : Number(row.offer_id),
    offer_name: row.offer_name,
    url: row.url,
    status: row.status,
    pending_action: row.pending_action,
    pending_url: row.pending_url,
    pending_offer_id: row.pending_offer_id === null ? null : Number(row.pending_offer_id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listPostbacks(ctx: AppContext, session: Session, query: PostbackQuery): Promise<Postback[]> {
  const { networkId, publisherId } = postbackScopeOf(session);
  const rows = await postbackStore(ctx.db, networkId).list({
    publisherId: publisherId ?? query.publisher_id,
    status: query.status,
  });
  return rows.map(view);
}

/** One postback of the caller's scope (a publisher sees only his own); another network's id answers 404. */
export async function postbackFor(ctx: AppContext, session: Session, id: number): Promise<Postback> {
  const { networkId, publisherId } = postbackScopeOf(session);
  const row = await postbackStore(ctx.db, networkId).byId(id, publisherId);
  if (!row) throw POSTBACK_NOT_FOUND();
  return view(row);
}

async function checkOffer(ctx: AppContext, session: Session, offerId: number | null) {
  if (offerId === null) return;
  const offer = await offerFor(ctx, session, offerId).catch(() => null);
  if (!offer) throw notFound('Offer not found');
  if (offer.access !== 'allowed')
    throw invalidField('offer_id', ERROR_CODES.offerNotRunnable, 'you may not run this offer');
}

function publisherOnly(session: Session) {
  const scope = postbackScopeOf(session);
  if (scope.publisherId === null) throw forbidden();
  return { networkId: scope.networkId, publisherId: scope.publisherId };
}

export async function createPostback(ctx: AppContext, session: Session, input: PostbackInput): Promise<Postback> {
  const { networkId, publisherId } = publisherOnly(session);
  await checkPostbackUrl(ctx, input.url);
  await checkOffer(ctx, session, input.offer_id);
  const store = postbackStore(ctx.db, networkId);
  const held = await store.approvalRequired();
  const now = nowIso();
  const id = await store.add({
    publisher_id: publisherId,
    offer_id: held ? null : input.offer_id,
    url: held ? null : input.url,
    status: held ? 'pending' : 'live',
    pending_action: held ? 'create' : null,
    pending_url: held ? input.url : null,
    pending_offer_id: held ? input.offer_id : null,
    created_at: now,
    updated_at: now,
  });
  return postbackFor(ctx, session, id);
}

export async function updatePostback(
  ctx: AppContext,
  session: Session,
  id: number,
  input: PostbackInput,
): Promise<Postback> {
  const { networkId } = publisherOnly(session);
  const current = await postbackFor(ctx, session, id);
  await checkPostbackUrl(ctx, input.url);
  await checkOffer(ctx, session, input.offer_id);
  const store = postbackStore(ctx.db, networkId);
  const held = await store.approvalRequired();
  const change = held
    ? {
        status: 'pending' as const,
        // A new postback still waiting stays a creation; anything else live becomes an update.
        pending_action: current.url === null ? ('create' as const) : ('update' as const),
        pending_url: input.url,
        pending_offer_id: input.offer_id,
      }
    : {
        status: 'live' as const,
        url: input.url,
        offer_id: input.offer_id,
        pending_action: null,
        pending_url: null,
        pending_offer_id: null,
      };
  await store.change(id, { ...change, updated_at: nowIso() });
  return postbackFor(ctx, session, id);
}

/** Deletes at once, or puts the deletion on the hold list; resolves with the postback when it is held. */
export async function deletePostback(ctx: AppContext, session: Session, id: number): Promise<Postback | null> {
  const { networkId } = publisherOnly(session);
  const current = await postbackFor(ctx, session, id);
  const store = postbackStore(ctx.db, networkId);
  if (!(await store.approvalRequired()) || current.url === null) {
    await store.remove(id);
    return null;
  }
  await store.change(id, {
    status: 'pending',
    pending_action: 'delete',
    pending_url: null,
    pending_offer_id: null,
    updated_at: nowIso(),
  });
  return postbackFor(ctx, session, id);
}
