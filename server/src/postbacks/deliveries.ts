import type { Page, PostbackDelivery, PostbackTestResult } from '@affnet/contracts';
import type { Selectable } from 'kysely';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { ERROR_CODES, forbidden, invalidField } from '../shared/errors';
import { checkPostbackUrl, fillMacros } from '../shared/postback-urls';
import { postbackFor, postbackScopeOf } from './postbacks';
import { sendPostback } from './sender';
import { type DeliveryFilter, postbackStore } from './store';
import { sampleValuesFor } from './test-samples';

export interface PageQuery {
  page?: number;
  limit?: number;
}

const TEST_TIMEOUT_MS = 5000;

function view(row: Selectable<Database['postback_deliveries']>): PostbackDelivery {
  return {
    id: row.id,
    postback_id: row.postback_id,
    forwarding_id: row.forwarding_id,
    conversion_id: row.conversion_id === null ? null : Number(row.conversion_id),
    click_id: row.click_id,
    url: row.url,
    status_code: row.status_code,
    error: row.error,
    attempt: row.attempt,
    duration_ms: row.duration_ms,
    created_at: row.created_at,
  };
}

async function pageOf(
  ctx: AppContext,
  networkId: number,
  filter: DeliveryFilter,
  query: PageQuery,
): Promise<Page<PostbackDelivery>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const found = await postbackStore(ctx.db, networkId).deliveries(filter, { offset: (page - 1) * limit, limit });
  return { rows: found.rows.map(view), total: found.total, page, limit };
}

/** The delivery log of one postback, newest first (a publisher: only his own). */
export async function postbackDeliveries(ctx: AppContext, session: Session, id: number, query: PageQuery) {
  const postback = await postbackFor(ctx, session, id);
  const { networkId } = postbackScopeOf(session);
  return pageOf(ctx, networkId, { postbackId: postback.id }, query);
}

/** The network's forwarding deliveries (owner). */
export async function forwardingDeliveries(ctx: AppContext, session: Session, query: PageQuery) {
  const { networkId, publisherId } = postbackScopeOf(session);
  if (publisherId !== null) throw forbidden();
  return pageOf(ctx, networkId, { forwarding: true }, query);
}

/**
 * The Test button: fires the URL once with sample values (the offer's payout and currency when the postback is for
 * one offer), guarded like a delivery; not retried, not logged.
 */
export async function testPostbackUrl(
  ctx: AppContext,
  session: Session,
  url: string,
  offerId?: number | null,
): Promise<PostbackTestResult> {
  postbackScopeOf(session);
  await checkPostbackUrl(ctx, url);
  const filled = fillMacros(url, await sampleValuesFor(ctx, session, offerId));
  const result = await sendPostback(filled, ctx.config.postbacks.privateTargets, TEST_TIMEOUT_MS);
  if (result.refused) throw invalidField('url', ERROR_CODES.refusedTarget, result.error ?? 'refused target');
  return { url: filled, status_code: result.status_code, error: result.error, duration_ms: result.duration_ms };
}
