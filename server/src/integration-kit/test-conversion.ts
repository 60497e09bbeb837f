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

/** A publisher who may run the offer (the first by id): the test click is his, as a real one would be. */
async function testPublisher(db: Kysely<Database>, networkId: number, offerId: number, isPublic: boolean) {
  let query = db
    .selectFrom('users')
    .select('users.id')
    .where('users.network_id', '=', networkId)
    .where('users.role', '=', 'publisher')
    .where('users.status', '=', 'active');
  if (!isPublic) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('offer_access')
          .select('offer_access.publisher_id')
          .whereRef('offer_access.publisher_id', '=', 'users.id')
          .where('offer_access.offer_id', '=', offerId)
          .where('offer_access.status', '=', 'allowed'),
      ),
    );
  }
  return (await query.orderBy('users.id').executeTakeFirst())?.id;
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
  await trx
    .insertInto('clicks')
    .values({
      click_id: clickId,
      network_id: network.id,
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
    })
    .execute();
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
  const publisherId = await testPublisher(ctx.db, network.id, offer.id, offer.visibility === 'public');
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
      const row = await trx
        .selectFrom('conversions')
        .select(['reason', 'payout', 'revenue'])
        .where('id', '=', result.conversion_id)
        .executeTakeFirstOrThrow();
      const queued = await trx
        .selectFrom('postback_outbox')
        .select('url')
        .where('conversion_id', '=', result.conversion_id)
        .where('postback_id', 'is not', null)
        .orderBy('id')
        .execute();
      const money = { payout: Number(row.payout), revenue: Number(row.revenue) };
      throw new RolledBack({ result, reason: row.reason, ...money, urls: queued.map((q) => q.url) });
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
