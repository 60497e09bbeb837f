import type { RoleMoney } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { type PostbackResult, recordInTransaction } from '../conversions/conversions';
import { sendPostback } from '../postbacks/sender';
import type { AppContext, Session } from '../shared/context';
import type { Database, NetworkRow } from '../shared/db/schema';
import { moneyFor } from '../shared/money-view';
import { localHourOf } from '../shared/time-zones';
import { newClickId } from '../tracking/clicks';
import { trackingOf } from '../tracking/tracking';
import { kitOfferOf } from './kit';
import { kitStore } from './store';

const SEND_TIMEOUT_MS = 5000;

/**
 * The publisher's postback of a test conversion carries this parameter: his tracker can tell it from a sale, and
 * the test stays test-marked wherever it lands.
 */
export const TEST_MARK = 'affnet_test=1';

export interface TestConversion {
  click: { click_id: string | null; problem: 'no_publisher' | null };
  conversion: (PostbackResult & RoleMoney & { currency: string; reason: string | null }) | null;
  postbacks: { url: string | null; status_code: number | null; error: string | null; duration_ms: number }[];
}

/** Carries what the rolled-back transaction saw out of it. */
class RolledBack extends Error {
  constructor(
    readonly seen: { result: PostbackResult; reason: string | null; payout: number; revenue: number; urls: string[] },
  ) {
    super('test conversion rolled back');
  }
}

/**
 * The test click is written in the transaction itself: the click writer's batches run on their own connection (or
 * thread) and could not be rolled back with it.
 */
async function insertTestClick(
  trx: Kysely<Database>,
  network: NetworkRow,
  offerId: number,
  publisherId: number,
  now: Date,
  ip: string,
) {
  const clickId = newClickId(now);
  await kitStore(trx, network.id).insertClick({
    click_id: clickId,
    offer_id: offerId,
    publisher_id: publisherId,
    created_at: now.toISOString(),
    local_hour: localHourOf(now, network.time_zone),
    ip: ip.slice(0, 64),
    user_agent: 'affnet integration kit test',
    country: null,
    os: 'other',
    device: 'other',
    sub1: null,
    sub2: null,
    sub3: null,
    sub4: null,
    sub5: null,
    status: 'accepted',
    reason: null,
    is_unique: 0,
    payout: 0,
    revenue: 0,
  });
  return clickId;
}

/**
 * "Send a test conversion": a click and its conversion made by the real recording code (caps, money, cutback,
 * rollups, publisher postbacks queued) in one transaction that is then rolled back, so every figure, list, file,
 * balance and cap is unchanged by construction. The queued publisher postbacks are then fired once, marked as a
 * test (TEST_MARK), not retried and not logged, as the postbacks page's Test button fires them.
 */
export async function sendTestConversion(
  ctx: AppContext,
  session: Session,
  offerId: number,
  ip: string,
): Promise<TestConversion> {
  const { network, offer, viewer } = await kitOfferOf(ctx, session, offerId);
  // The test click is a publisher's who may run the offer, as a real one would be.
  const publisherId = await kitStore(ctx.db, network.id).firstPublisherOf(offer.id, offer.visibility === 'public');
  if (publisherId === undefined)
    return { click: { click_id: null, problem: 'no_publisher' }, conversion: null, postbacks: [] };
  const now = trackingOf(ctx).now();
  let clickId = '';
  let seen: RolledBack['seen'];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      clickId = await insertTestClick(trx, network, offer.id, publisherId, now, ip);
      const input = { click_id: clickId, txn_id: `test-${clickId}`, ip };
      const result = await recordInTransaction(ctx, trx, network, input, now);
      const store = kitStore(trx, network.id);
      const row = await store.conversionOutcome(result.conversion_id);
      const urls = await store.queuedPostbackUrls(result.conversion_id);
      const money = { payout: Number(row.payout), revenue: Number(row.revenue) };
      throw new RolledBack({ result, reason: row.reason, ...money, urls });
    });
    throw new Error('the test conversion was not rolled back');
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    seen = error.seen;
  }
  const postbacks = [];
  for (const url of seen.urls) {
    const marked = `${url}${url.includes('?') ? '&' : '?'}${TEST_MARK}`;
    const sent = await sendPostback(marked, ctx.config.postbacks.privateTargets, SEND_TIMEOUT_MS);
    // The publisher's address is his own: the advertiser sees that it answered, not where it is.
    postbacks.push({
      url: viewer.role === 'network' ? marked : null,
      status_code: sent.status_code,
      error: sent.error,
      duration_ms: sent.duration_ms,
    });
  }
  const money = moneyFor(viewer.role, seen);
  return {
    click: { click_id: clickId, problem: null },
    conversion: { ...seen.result, ...money, currency: offer.currency, reason: seen.reason },
    postbacks,
  };
}
