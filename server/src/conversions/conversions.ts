import type { ConversionStatus } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { type GoalTerms, goalStore } from '../offers/goal-store';
import { publisherPayoutStore } from '../offers/publisher-payout-store';
import { enqueueConversionPostbacks, enqueueUnmatchedForwarding } from '../postbacks/outbox';
import { wakePostbackWorker } from '../postbacks/worker';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { conversionStatusChanged } from '../shared/conversion-status-watchers';
import { isUniqueViolation } from '../shared/db/dialect';
import type { ConversionsTable, Database, NetworkRow, OfferRow } from '../shared/db/schema';
import { AppError, notFound } from '../shared/errors';
import { firstOfMonth, localHourOf } from '../shared/time-zones';
import { applyRollups } from '../statistics/rollups';
import { trackingStore } from '../tracking/store';
import type { Catalogue } from '../tracking/tracking';
import { trackingOf } from '../tracking/tracking';
import { cutbackWithholds } from './cutback';
import { amountInMinorUnits } from './postback-money';
import { type ConversionStore, conversionStore } from './store';

export interface PostbackInput {
  click_id: string;
  /** What the advertiser pays for this conversion, a decimal text in the offer's currency: overrides its revenue. */
  payout?: string;
  status?: ConversionStatus;
  txn_id?: string;
  /** The sale, a decimal text in the offer's currency; CPS offers pay basis points of it. */
  sale_amount?: string;
  /** The parameter the sale came in (`amount`, or its older name `sale_amount`), for a refusal to name it. */
  sale_amount_field?: string;
  /** The offer goal's slug (`goal=purchase`); none is the offer's default goal. */
  goal?: string;
  ip: string;
}

/** A conversion's reported amounts in minor units of its offer's currency. */
export interface ReportedAmounts {
  payout?: number;
  sale_amount?: number;
}

export interface PostbackResult {
  conversion_id: number;
  status: ConversionStatus;
  duplicate: boolean;
}

const counts = (status: ConversionStatus) => status !== 'rejected';

/** Basis points of an amount, rounded half up, exact for any amounts below 2^53. */
export function basisPointsOf(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5000n) / 10000n);
}

/** A conversion's money; CPC offers pay per click, so their conversions carry only a reported `payout`. */
export function moneyOf(offer: OfferRow, input: ReportedAmounts) {
  if (offer.payout_type === 'CPC') return { payout: 0, revenue: input.payout ?? 0 };
  const cps = offer.payout_type === 'CPS';
  const sale = input.sale_amount ?? 0;
  const payout = cps ? basisPointsOf(sale, Number(offer.payout)) : Number(offer.payout);
  const revenue = input.payout ?? (cps ? basisPointsOf(sale, Number(offer.revenue)) : Number(offer.revenue));
  return { payout, revenue };
}

/** Records an advertiser's conversion: dedup, caps, money, rollups, all in one transaction committed before the answer. */
export async function recordPostback(
  ctx: AppContext,
  catalogue: Catalogue,
  input: PostbackInput,
  attempt: { waitedForClick?: boolean } = {},
): Promise<PostbackResult> {
  const tracking = trackingOf(ctx);
  if (tracking.writer.holds(input.click_id)) await tracking.writer.flush();
  const network = catalogue.network;
  const now = tracking.now();
  try {
    const result = await ctx.db.transaction().execute((trx) => recordInTransaction(ctx, trx, network, input, now));
    if (!result.duplicate) wakePostbackWorker(ctx);
    return result;
  } catch (error) {
    // Unknown click: still a 404 to the advertiser, and forwarded when the network forwards unmatched postbacks.
    if (error instanceof AppError && error.statusCode === 404) {
      // Made a moment ago on another node, and still in its buffer: recorded once that node has written it.
      if (!attempt.waitedForClick) {
        const stored = () => trackingStore(ctx.db, network.id).acceptedClick(input.click_id).then(Boolean);
        if (await tracking.awaitBufferedClick(input.click_id, stored)) {
          return recordPostback(ctx, catalogue, input, { waitedForClick: true });
        }
      }
      if (await enqueueUnmatchedForwarding(ctx, network.id, input)) wakePostbackWorker(ctx);
      throw error;
    }
    if (!isUniqueViolation(error)) throw error;
    // A concurrent postback with the same key won the race: answer as a duplicate.
    const again = await recordPostback(ctx, catalogue, input, attempt);
    return { ...again, duplicate: true };
  }
}

/**
 * The conversion of one postback inside a transaction the caller holds: /postback and the pixel commit it, the
 * integration kit's test conversion rolls it back (integration-kit/test-conversion.ts).
 */
export async function recordInTransaction(
  ctx: AppContext,
  trx: Kysely<Database>,
  network: NetworkRow,
  input: PostbackInput,
  now: Date,
): Promise<PostbackResult> {
  const localHour = localHourOf(now, network.time_zone);
  const click = await trackingStore(trx, network.id).acceptedClick(input.click_id);
  const store = conversionStore(trx, network.id);
  if (click?.status !== 'accepted' || click.offer_id === null || click.publisher_id === null) {
    throw notFound('Unknown click');
  }
  const offer = await store.offer(click.offer_id);
  if (!offer) throw notFound('Unknown click');
  const goals = goalStore(trx, network.id);
  const goal = await goals.termsOf(offer, input.goal);
  const dedupKey = dedupKeyOf(click.click_id, offer.id, goal, input.txn_id);
  const existing = await store.conversionByDedupKey(dedupKey);
  if (existing) return { conversion_id: existing.id, status: existing.status, duplicate: true };
  const reported = reportedAmounts(input, offer.currency);
  let status: ConversionsTable['status'] = input.status ?? 'approved';
  let reason: string | null = null;
  // Offer first, then goal, on every node: the same order of locks never deadlocks.
  if (counts(status) && hasCap(offer)) await store.lockOffer(offer.id, ctx.dialect);
  if (counts(status)) await goals.lock(goal, ctx.dialect);
  const today = localHour.slice(0, 10);
  if (counts(status) && ((await overCap(store, offer, today)) || (await goals.overCap(offer.id, goal, today)))) {
    status = 'rejected';
    reason = 'cap';
  }
  // The owner may pay this publisher his own price on the offer; the advertiser's revenue stays the goal's.
  const ownPayout = await publisherPayoutStore(trx, network.id).ownPayout(offer.id, click.publisher_id, goal.slug);
  const terms = { ...offer, payout: ownPayout ?? goal.payout, revenue: goal.revenue };
  const { payout, revenue } = moneyOf(terms, reported);
  const withheld = await cutbackWithholds(trx, network.id, click.publisher_id);
  const id = await store.insertConversion({
    click_id: click.click_id,
    offer_id: click.offer_id,
    publisher_id: click.publisher_id,
    created_at: now.toISOString(),
    local_hour: localHour,
    status,
    reason,
    payout,
    revenue,
    currency: offer.currency,
    txn_id: input.txn_id ?? null,
    sale_amount: reported.sale_amount ?? null,
    ip: input.ip.slice(0, 64),
    dedup_key: dedupKey,
    goal: goal.slug,
    withheld: withheld ? 1 : 0,
  });
  await enqueueConversionPostbacks(trx, network.id, id);
  if (counts(status)) {
    await applyRollups(trx, ctx.dialect, [
      {
        ...conversionDelta(network.id, now.toISOString(), click.offer_id, click.publisher_id, offer.currency),
        payout,
        revenue,
        withheld_conversions: withheld ? 1 : 0,
        withheld_payout: withheld ? payout : 0,
      },
    ]);
  }
  return { conversion_id: id, status, duplicate: false };
}

/**
 * One conversion per click and goal, or per transaction id and goal when the advertiser sends one. The default
 * goal's keys are those of before goals, so a repeated postback of an older conversion is still its duplicate.
 */
function dedupKeyOf(clickId: string, offerId: number, goal: GoalTerms, txnId: string | undefined): string {
  const goalPart = goal.slug === null ? '' : `${goal.slug}:`;
  return txnId ? `txn:${offerId}:${goalPart}${txnId}` : `click:${goalPart}${clickId}`;
}

function conversionDelta(networkId: number, at: string, offerId: number, publisherId: number, currency: string) {
  return {
    network_id: networkId,
    at,
    offer_id: offerId,
    publisher_id: publisherId,
    currency,
    clicks: 0,
    unique_clicks: 0,
    conversions: 1,
    payout: 0,
    revenue: 0,
  };
}

/** The advertiser's decimals in minor units of the offer's currency (400 naming the field for too many decimals). */
function reportedAmounts(input: PostbackInput, currency: string): ReportedAmounts {
  return {
    payout: amountInMinorUnits('payout', input.payout, currency),
    sale_amount: amountInMinorUnits(input.sale_amount_field ?? 'amount', input.sale_amount, currency),
  };
}

const hasCap = (offer: OfferRow) => offer.daily_cap !== null || offer.monthly_cap !== null;

async function overCap(store: ConversionStore, offer: OfferRow, today: string): Promise<boolean> {
  if (offer.daily_cap !== null && (await store.offerConversions(offer.id, today, today)) >= offer.daily_cap)
    return true;
  if (offer.monthly_cap === null) return false;
  return (await store.offerConversions(offer.id, firstOfMonth(today), today)) >= offer.monthly_cap;
}

/** Owner's decision on a conversion; the rollups of its hour follow (added or taken away). */
export async function changeConversionStatus(ctx: AppContext, networkId: number, id: number, status: ConversionStatus) {
  await ctx.db.transaction().execute(async (trx) => {
    const store = conversionStore(trx, networkId);
    const conversion = await store.conversion(id);
    if (!conversion) throw notFound('Conversion not found');
    if (conversion.status === status) return;
    const sign = counts(status) === counts(conversion.status) ? 0 : counts(status) ? 1 : -1;
    await store.setConversionStatus(id, status);
    await conversionStatusChanged(trx, { networkId, conversion, status });
    await enqueueConversionPostbacks(trx, networkId, id, { at: nowIso() });
    if (sign === 0) return;
    const { created_at, offer_id, publisher_id, currency } = conversion;
    const delta = conversionDelta(networkId, created_at, offer_id, publisher_id, currency);
    await applyRollups(trx, ctx.dialect, [
      {
        ...delta,
        conversions: sign,
        payout: sign * Number(conversion.payout),
        revenue: sign * Number(conversion.revenue),
        withheld_conversions: sign * Number(conversion.withheld),
        withheld_payout: sign * Number(conversion.withheld) * Number(conversion.payout),
      },
    ]);
  });
  wakePostbackWorker(ctx);
}
