import type { Conversion, ConversionStatus, Page } from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import { notFound } from '../shared/errors';
import { moneyFor } from '../shared/money-view';
import { addDays, startOfLocalDay } from '../shared/time-zones';
import { hidesPublishers, publisherAlias } from './publisher-alias';
import { hidesWithheld, type StatisticsScope, scopeFilter } from './scope';

export interface ConversionFilter {
  from?: string;
  to?: string;
  offer_id?: number;
  status?: ConversionStatus;
  click_id?: string;
  /** An offer goal's slug; `default` is the default goals' (a null goal). */
  goal?: string;
  page: number;
  limit: number;
}

function baseQuery(ctx: AppContext, scope: StatisticsScope, f: Omit<ConversionFilter, 'page' | 'limit'>) {
  let query = ctx.db
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

type ConversionRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function selectRows(query: ReturnType<typeof baseQuery>) {
  return query
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
}

/** A conversion as the scope's role sees it: an advertiser gets the publisher's alias and no Sub IDs. */
function view(scope: StatisticsScope, row: ConversionRow): Conversion {
  const hidden = hidesPublishers(scope);
  const publisherId = Number(row.publisher_id);
  return {
    id: Number(row.id),
    created_at: row.created_at,
    click_id: row.click_id,
    offer_id: Number(row.offer_id),
    offer_name: row.offer_name ?? '',
    publisher_id: publisherId,
    publisher_name: hidden ? publisherAlias(publisherId) : (row.publisher_name ?? ''),
    ...(hidden ? {} : { sub_ids: [row.sub1, row.sub2, row.sub3, row.sub4, row.sub5].map((s) => s ?? '') }),
    country: row.country ?? null,
    os: row.os ?? null,
    ip: row.ip,
    ...moneyFor(scope.role, { payout: Number(row.payout), revenue: Number(row.revenue) }),
    currency: row.currency,
    status: row.status,
    txn_id: row.txn_id,
    goal: row.goal,
    ...(scope.role === 'network' ? { withheld: Number(row.withheld) === 1 } : {}),
  };
}

export async function listConversions(ctx: AppContext, scope: StatisticsScope, f: ConversionFilter) {
  const query = baseQuery(ctx, scope, f);
  const [rows, count] = await Promise.all([
    selectRows(query)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => view(scope, row)),
    total: Number(count?.n ?? 0),
    page: f.page,
    limit: f.limit,
  } satisfies Page<Conversion>;
}

/** One keyset page of the CSV's rows (newest first) after the last row of the page before, for streamed exports. */
export async function conversionsAfter(
  ctx: AppContext,
  scope: StatisticsScope,
  f: Omit<ConversionFilter, 'page' | 'limit'>,
  after: Pick<Conversion, 'created_at' | 'id'> | null,
  limit: number,
): Promise<Conversion[]> {
  let query = baseQuery(ctx, scope, f);
  if (after) {
    query = query
      .where('c.created_at', '<=', after.created_at)
      .where((eb) => eb.or([eb('c.created_at', '<', after.created_at), eb('c.id', '<', after.id)]));
  }
  const rows = await selectRows(query).limit(limit).execute();
  return rows.map((row) => view(scope, row));
}

export async function conversionView(ctx: AppContext, scope: StatisticsScope, id: number): Promise<Conversion> {
  const row = await selectRows(baseQuery(ctx, scope, {}).where('c.id', '=', id)).executeTakeFirst();
  if (!row) throw notFound('Conversion not found');
  return view(scope, row);
}
