import type { Postback, PostbackInput, PostbackQuery } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { offerFor } from '../offers/offers';
import { networkSettings } from '../settings/network-settings';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import type { PostbackRow } from '../shared/db/schema-postbacks';
import { ERROR_CODES, forbidden, invalidField, notFound } from '../shared/errors';
import { checkTarget } from '../shared/private-targets';
import { validatePostbackUrl } from './macros';

const POSTBACK_NOT_FOUND = () => notFound('Postback not found');

/** The caller's network and, for a publisher, his id; other roles have no postbacks. */
export function postbackScopeOf(session: Session): { networkId: number; publisherId: number | null } {
  const { user } = session;
  if (user.network_id === null) throw forbidden();
  if (user.role === 'network') return { networkId: user.network_id, publisherId: null };
  if (user.role === 'publisher') return { networkId: user.network_id, publisherId: user.id };
  throw forbidden();
}

function selectPostbacks(db: Kysely<Database>, networkId: number) {
  return db
    .selectFrom('postbacks as p')
    .innerJoin('users as u', 'u.id', 'p.publisher_id')
    .leftJoin('offers as o', (join) => join.onRef('o.id', '=', 'p.offer_id').on('o.network_id', '=', networkId))
    .selectAll('p')
    .select(['u.name as publisher_name', 'o.name as offer_name'])
    .where('p.network_id', '=', networkId);
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
  let select = selectPostbacks(ctx.db, networkId);
  const publisher = publisherId ?? query.publisher_id;
  if (publisher !== undefined) select = select.where('p.publisher_id', '=', publisher);
  if (query.status) select = select.where('p.status', '=', query.status);
  const rows = await select.orderBy('p.id', 'desc').execute();
  return rows.map(view);
}

/** One postback of the caller's scope (a publisher sees only his own); another network's id answers 404. */
export async function postbackFor(ctx: AppContext, session: Session, id: number): Promise<Postback> {
  const { networkId, publisherId } = postbackScopeOf(session);
  let select = selectPostbacks(ctx.db, networkId).where('p.id', '=', id);
  if (publisherId !== null) select = select.where('p.publisher_id', '=', publisherId);
  const row = await select.executeTakeFirst();
  if (!row) throw POSTBACK_NOT_FOUND();
  return view(row);
}

/**
 * A URL (a postback's, a forwarding's) may be saved when valid and not aimed at a private or reserved address the
 * operator does not allow. An unresolvable host is accepted: each send checks the target again.
 */
export async function checkPostbackUrl(ctx: AppContext, url: string, field = 'url'): Promise<void> {
  const filled = validatePostbackUrl(url, field);
  const target = await checkTarget(filled.href, ctx.config.postbacks.privateTargets);
  if (!target.ok && !target.unresolved) throw invalidField(field, ERROR_CODES.refusedTarget, target.reason);
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
  const settings = await networkSettings(ctx.db, networkId);
  const now = nowIso();
  const held = settings.postbackApproval;
  const { id } = await ctx.db
    .insertInto('postbacks')
    .values({
      network_id: networkId,
      publisher_id: publisherId,
      offer_id: held ? null : input.offer_id,
      url: held ? null : input.url,
      status: held ? 'pending' : 'live',
      pending_action: held ? 'create' : null,
      pending_url: held ? input.url : null,
      pending_offer_id: held ? input.offer_id : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  const settings = await networkSettings(ctx.db, networkId);
  const now = nowIso();
  const held = settings.postbackApproval;
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
  await ctx.db
    .updateTable('postbacks')
    .set({ ...change, updated_at: now })
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .execute();
  return postbackFor(ctx, session, id);
}

/** Deletes a postback; its deliveries still waiting for a retry are given up (the log stays). */
export async function removePostback(db: Kysely<Database>, networkId: number, id: number) {
  const work = async (trx: Kysely<Database>) => {
    await trx.deleteFrom('postbacks').where('network_id', '=', networkId).where('id', '=', id).execute();
    await trx
      .updateTable('postback_outbox')
      .set({ state: 'failed', updated_at: nowIso() })
      .where('network_id', '=', networkId)
      .where('postback_id', '=', id)
      .where('state', '=', 'pending')
      .execute();
  };
  await (db.isTransaction ? work(db) : db.transaction().execute(work));
}

/** Deletes at once, or puts the deletion on the hold list; resolves with the postback when it is held. */
export async function deletePostback(ctx: AppContext, session: Session, id: number): Promise<Postback | null> {
  const { networkId } = publisherOnly(session);
  const current = await postbackFor(ctx, session, id);
  const settings = await networkSettings(ctx.db, networkId);
  if (!settings.postbackApproval || current.url === null) {
    await removePostback(ctx.db, networkId, id);
    return null;
  }
  await ctx.db
    .updateTable('postbacks')
    .set({
      status: 'pending',
      pending_action: 'delete',
      pending_url: null,
      pending_offer_id: null,
      updated_at: nowIso(),
    })
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .execute();
  return postbackFor(ctx, session, id);
}
