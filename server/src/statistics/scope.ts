import type { ReportRow } from '@affnet/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AppContext, Session } from '../shared/context';
import { forbidden } from '../shared/errors';
import { moneyFor } from '../shared/money-view';
import { dayOfNumber } from '../shared/zone-offsets';
import { convertMinor, type RateBook, rateBookOf, rateOn } from './exchange-rates';
import { statisticsStore } from './store';

/** Whose numbers a caller may read: always his own network; a publisher his traffic, an advertiser his offers'. */
export interface StatisticsScope {
  networkId: number;
  timeZone: string;
  /** The epoch of the local rollups in this zone (networks.stats_epoch). */
  epoch: number;
  /** The reporting currency and the owner's rates into it (none for the other roles). */
  rates: RateBook;
  role: 'network' | 'publisher' | 'advertiser';
  publisherId: number | null;
  /** Offers of the advertiser; null for the other roles. */
  offerIds: number[] | null;
}

export async function scopeOf(ctx: AppContext, session: Session): Promise<StatisticsScope> {
  const { user } = session;
  if (user.network_id === null || user.role === 'admin') throw forbidden('Statistics belong to a network');
  const store = statisticsStore(ctx.db, user.network_id);
  const network = await store.network();
  const offerIds = user.role === 'advertiser' ? await store.advertiserOfferIds(user.id) : null;
  return {
    networkId: user.network_id,
    timeZone: network.time_zone,
    epoch: Number(network.stats_epoch),
    // The rates are the owner's own business: a publisher's or an advertiser's money stays in its currencies, each on
    // its own line, rather than converted at figures he could work the owner's rates out of.
    rates:
      user.role === 'network'
        ? await rateBookOf(ctx, user.network_id, network.reporting_currency)
        : { reporting: network.reporting_currency, rates: new Map() },
    role: user.role,
    publisherId: user.role === 'publisher' ? user.id : null,
    offerIds,
  };
}

/** Money is converted at the rate of its day: the queries then keep each local day apart (`rate_day`). */
export const keepsDays = (scope: StatisticsScope) => scope.rates.rates.size > 0;

/** The caller's part of a table (the network filter, then the role's); `alias` names the table in the query. */
export function scopeFilter(scope: StatisticsScope, alias: string): RawBuilder<SqlBool> {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  const parts = [sql`${ref('network_id')} = ${scope.networkId}`];
  if (scope.publisherId !== null) parts.push(sql`${ref('publisher_id')} = ${scope.publisherId}`);
  if (scope.offerIds !== null) {
    parts.push(sql`${ref('offer_id')} in (${sql.join(scope.offerIds.length ? scope.offerIds : [-1])})`);
  }
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** Cutback: conversions withheld from a publisher are left out of everything he sees (the owner sees them all). */
export const hidesWithheld = (scope: StatisticsScope) => scope.role === 'publisher';

/** What the publisher earns and the advertiser pays, in minor units of one currency. */
export interface Money {
  payout: number;
  revenue: number;
}

/** Clicks and conversions of one currency's offers (a converted currency's go with the reporting currency's). */
export interface Counts {
  clicks: number;
  unique_clicks: number;
  conversions: number;
}

/**
 * Counts, and money per currency: never added across currencies. The reporting currency's holds the amounts of
 * currencies with a rate on their day, converted (`converted` then says so). `counts` splits the counts by the same
 * lines, so that a line's EPC and CR are its own offers' and a row of a euro offer is a euro line alone.
 */
export interface Sums extends Counts {
  money: Map<string, Money>;
  counts: Map<string, Counts>;
  converted: boolean;
}

export const ZERO: Sums = {
  clicks: 0,
  unique_clicks: 0,
  conversions: 0,
  money: new Map(),
  counts: new Map(),
  converted: false,
};

const NO_MONEY: Money = { payout: 0, revenue: 0 };
const NO_COUNTS: Counts = { clicks: 0, unique_clicks: 0, conversions: 0 };

const addCounts = (a: Counts, b: Counts): Counts => ({
  clicks: a.clicks + b.clicks,
  unique_clicks: a.unique_clicks + b.unique_clicks,
  conversions: a.conversions + b.conversions,
});

/**
 * The figures a role may see: a publisher his payout; an advertiser what he pays (revenue); the owner all. The
 * top-level money is the reporting currency's line; `amounts` has that line first (left out when it holds nothing
 * and other lines do: a row of a euro offer reads in euros alone), then each other currency's, each with its counts.
 */
export function figuresFor(scope: StatisticsScope, sums: Sums): Omit<ReportRow, 'keys'> {
  const reporting = scope.rates.reporting;
  const shown = (money: Money) => moneyFor(scope.role, money);
  const lineOf = (currency: string, converted: boolean) => ({
    currency,
    converted,
    ...(sums.counts.get(currency) ?? NO_COUNTS),
    ...shown(sums.money.get(currency) ?? NO_MONEY),
  });
  const holds = (line: ReturnType<typeof lineOf>) =>
    line.clicks !== 0 ||
    line.conversions !== 0 ||
    Object.values(shown(sums.money.get(line.currency) ?? NO_MONEY)).some((v) => v !== 0);
  const others = [...new Set([...sums.money.keys(), ...sums.counts.keys()])]
    .filter((currency) => currency !== reporting)
    .sort((a, b) => a.localeCompare(b))
    .map((currency) => lineOf(currency, false))
    .filter(holds);
  const own = lineOf(reporting, sums.converted);
  return {
    clicks: sums.clicks,
    unique_clicks: sums.unique_clicks,
    conversions: sums.conversions,
    ...shown(sums.money.get(reporting) ?? NO_MONEY),
    amounts: holds(own) || others.length === 0 ? [own, ...others] : others,
  };
}

export function addSums(a: Sums, b: Sums): Sums {
  const money = new Map(a.money);
  for (const [currency, m] of b.money) {
    const known = money.get(currency) ?? NO_MONEY;
    money.set(currency, { payout: known.payout + m.payout, revenue: known.revenue + m.revenue });
  }
  const counts = new Map(a.counts);
  for (const [currency, c] of b.counts) counts.set(currency, addCounts(counts.get(currency) ?? NO_COUNTS, c));
  return { ...addCounts(a, b), money, counts, converted: a.converted || b.converted };
}

/**
 * Driver values (PostgreSQL answers sums and bigints as strings) as numbers. A row's money is in its `currency`;
 * with a rate on its day (`rate_day`, a local day number, or `day`), in the reporting currency, converted.
 */
export function sumsOf(scope: StatisticsScope, row: Record<string, unknown>, day?: string): Sums {
  const money: Money = { payout: Number(row.payout ?? 0), revenue: Number(row.revenue ?? 0) };
  const counts: Counts = {
    clicks: Number(row.clicks ?? 0),
    unique_clicks: Number(row.unique_clicks ?? 0),
    conversions: Number(row.conversions ?? 0),
  };
  const { reporting } = scope.rates;
  const currency = typeof row.currency === 'string' ? row.currency : reporting;
  const rateDay = row.rate_day !== undefined && row.rate_day !== null ? dayOfNumber(Number(row.rate_day)) : day;
  const rate = currency !== reporting && rateDay ? rateOn(scope.rates, currency, rateDay) : null;
  // The counts go with the money's line: the reporting currency's when it is converted on the row's day.
  const line = rate === null ? currency : reporting;
  const lines = { ...counts, counts: new Map([[line, counts]]) };
  if (money.payout === 0 && money.revenue === 0) return { ...lines, money: new Map(), converted: false };
  if (rate === null) return { ...lines, money: new Map([[currency, money]]), converted: false };
  const converted = {
    payout: convertMinor(money.payout, currency, rate, reporting),
    revenue: convertMinor(money.revenue, currency, rate, reporting),
  };
  return { ...lines, money: new Map([[reporting, converted]]), converted: true };
}
