import type { ConversionStatus } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { addDays, startOfLocalDay } from '../shared/time-zones';
import { hidesWithheld, type StatisticsScope, scopeFilter } from './scope';

/** Which conversions: local days of the network's zone, an offer, a status, a click, a goal. */
export interface ConversionWhere {
  from?: string;
  to?: string;
  offer_id?: number;
  status?: ConversionStatus;
  click_id?: string;
  /** An offer goal's slug; `default` is the default goals' (a null goal). */
  goal?: string;
}

/** The conversions of the scope's network that its role may see (scopeFilter), with their click, offer and publisher. */
export function conversionStore(db: Kysely<Database>, scope: StatisticsScope) {
  function matching(f: ConversionWhere) {
    let query = db
      .selectFrom('conversions as c')
      .leftJoin('clicks as k', (join) => join.onRef('k.click_id', '=', 'c.click_id'))
      .leftJoin('offers as o', (join) => join.onRef('o.id', '=', 'c.offer_id'))
      .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'c.publisher_id'))
      .where(scopeFilter(scope, 'c'));
    if (hidesWithheld(scope)) query = query.where('c.withheld', '=', 0);
    // Local days of the network's zone, as UTC bounds.
    if (f.from) query = query.where('c.created_at', '>=', startOfLocalDay(f.from, scope.timeZone).toISOString());
    if (f.to) query = query.where('c.created_at', '<', startOfLocalDay(addDays(f.to, 1), scope.timeZone).toISOString());
    if (f.offer_id !== undefined) query = query.where('c.offer_id', '=', f.offer_id);
    if (f.status) query = query.where('c.status', '=', f.status);
    if (f.click_id) query = query.where('c.click_id', '=', f.click_id);
    if (f.goal) query = f.goal === 'default' ? query.where('c.goal', 'is', null) : query.where('c.goal', '=', f.goal);
    return query;
  }

  const withColumns = (query: ReturnType<typeof matching>) =>
    query
      .select([
        'c.id',
        'c.created_at',
        'c.click_id',
        'c.offer_id',
        'c.publisher_id',
        'c.payout',
        'c.revenue',
        'c.currency',
        'c.status',
        'c.txn_id',
        'c.goal',
        'c.ip',
        'c.withheld',
        'o.name as offer_name',
        'u.name as publisher_name',
        'k.sub1',
        'k.sub2',
        'k.sub3',
        'k.sub4',
        'k.sub5',
        'k.country',
        'k.os',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc');

  return {
    /** One page, newest first, and how many match in all. */
    page: async (f: ConversionWhere, limit: number, offset: number) => {
      const query = matching(f);
      const [rows, count] = await Promise.all([
        withColumns(query).limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },
    /** The next `limit` rows (newest first) after the last row of the page before (keyset: created_at, then id). */
    after: (f: ConversionWhere, last: { created_at: string; id: number } | null, limit: number) => {
      let query = matching(f);
      if (last) {
        query = query
          .where('c.created_at', '<=', last.created_at)
          .where((eb) => eb.or([eb('c.created_at', '<', last.created_at), eb('c.id', '<', last.id)]));
      }
      return withColumns(query).limit(limit).execute();
    },
    byId: (id: number) => withColumns(matching({}).where('c.id', '=', id)).executeTakeFirst(),
  };
}

export type ConversionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof conversionStore>['byId']>>>;
