import type { ReportRow } from '@affnet/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AppContext, Session } from '../shared/context';
import { forbidden } from '../shared/errors';
import { moneyFor } from '../shared/money-view';

/** Whose numbers a caller may read: always his own network; a publisher his traffic, an advertiser his offers'. */
export interface StatisticsScope {
  networkId: number;
  timeZone: string;
  /** The epoch of the local rollups in this zone (networks.stats_epoch). */
  epoch: number;
  currency: string;
  role: 'network' | 'publisher' | 'advertiser';
  publisherId: number | null;
  /** Offers of the advertiser; null for the other roles. */
  offerIds: number[] | null;
}

export async function scopeOf(ctx: AppContext, session: Session): Promise<StatisticsScope> {
  const { user } = session;
  if (user.network_id === null || user.role === 'admin') throw forbidden('Statistics belong to a network');
  const network = await ctx.db
    .selectFrom('networks')
    .select(['time_zone', 'stats_epoch'])
    .where('id', '=', user.network_id)
    .executeTakeFirstOrThrow();
  const currency = await ctx.db
    .selectFrom('offers')
    .select('currency')
    .where('network_id', '=', user.network_id)
    .groupBy('currency')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .executeTakeFirst();
  const offerIds =
    user.role === 'advertiser'
      ? (
          await ctx.db
            .selectFrom('offers')
            .select('id')
            .where('network_id', '=', user.network_id)
            .where('advertiser_id', '=', user.id)
            .execute()
        ).map((o) => o.id)
      : null;
  return {
    networkId: user.network_id,
    timeZone: network.time_zone,
    epoch: Number(network.stats_epoch),
    currency: currency?.currency ?? 'USD',
    role: user.role,
    publisherId: user.role === 'publisher' ? user.id : null,
    offerIds,
  };
}

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

export interface Sums {
  clicks: number;
  unique_clicks: number;
  conversions: number;
  payout: number;
  revenue: number;
}

export const ZERO: Sums = { clicks: 0, unique_clicks: 0, conversions: 0, payout: 0, revenue: 0 };

/** The figures a role may see: a publisher his payout; an advertiser what he pays (revenue); the owner all. */
export function figuresFor(scope: StatisticsScope, sums: Sums): Omit<ReportRow, 'keys'> {
  return {
    clicks: sums.clicks,
    unique_clicks: sums.unique_clicks,
    conversions: sums.conversions,
    ...moneyFor(scope.role, sums),
  };
}

export function addSums(a: Sums, b: Sums): Sums {
  return {
    clicks: a.clicks + b.clicks,
    unique_clicks: a.unique_clicks + b.unique_clicks,
    conversions: a.conversions + b.conversions,
    payout: a.payout + b.payout,
    revenue: a.revenue + b.revenue,
  };
}

/** Driver values (PostgreSQL answers sums and bigints as strings) as numbers. */
export function sumsOf(row: Record<string, unknown>): Sums {
  return {
    clicks: Number(row.clicks ?? 0),
    unique_clicks: Number(row.unique_clicks ?? 0),
    conversions: Number(row.conversions ?? 0),
    payout: Number(row.payout ?? 0),
    revenue: Number(row.revenue ?? 0),
  };
}
