import type { Postback, PostbackDecision } from '@affnet/contracts';
import { recordAudit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { badRequest, ERROR_CODES, forbidden } from '../shared/errors';
import { postbackFor, postbackScopeOf } from './postbacks';
import { postbackStore } from './store';

/** The owner's decision on a held change: approving makes it take effect, rejecting keeps the live URL. */
export async function decidePostback(
  ctx: AppContext,
  session: Session,
  id: number,
  decision: PostbackDecision,
): Promise<Postback> {
  const { networkId, publisherId } = postbackScopeOf(session);
  if (publisherId !== null) throw forbidden();
  const current = await postbackFor(ctx, session, id);
  if (current.status !== 'pending' || !current.pending_action)
    throw badRequest('This postback has no pending change', ERROR_CODES.noPendingChange);
  const now = nowIso();
  const approve = decision === 'approve';
  await ctx.db.transaction().execute(async (trx) => {
    const store = postbackStore(trx, networkId);
    if (approve && current.pending_action === 'delete') {
      await store.remove(id);
    } else if (approve) {
      await store.change(id, {
        status: 'live',
        url: current.pending_url,
        offer_id: current.pending_offer_id,
        pending_action: null,
        pending_url: null,
        pending_offer_id: null,
        updated_at: now,
      });
    } else {
      // The refused URL and offer stay in pending_* so that the publisher sees what was refused and can mend it.
      await store.change(id, { status: 'rejected', pending_action: null, updated_at: now });
    }
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: `postback.${decision}`,
      logStatus: `Postback change (${current.pending_action}) of ${current.publisher_name} ${approve ? 'approved' : 'rejected'}`,
      // What the publisher asked for, named as the audit log page words it (a new postback, a change, a deletion).
      changes: [
        { field: 'postback_action', after: current.pending_action },
        { field: 'url', after: current.pending_url },
      ],
      details: { postback_id: id },
    });
  });
  // An approved deletion answers the postback as it was, now gone.
  if (approve && current.pending_action === 'delete') return { ...current, pending_action: null, updated_at: now };
  return postbackFor(ctx, session, id);
}
