import type { Conversion, Page } from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import { notFound } from '../shared/errors';
import { moneyFor } from '../shared/money-view';
import { type ConversionRow, type ConversionWhere, conversionStore } from './conversion-store';
import { hidesPublishers, publisherAlias } from './publisher-alias';
import type { StatisticsScope } from './scope';

export interface ConversionFilter extends ConversionWhere {
  page: number;
  limit: number;
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
  const { rows, total } = await conversionStore(ctx.db, scope).page(f, f.limit, (f.page - 1) * f.limit);
  return {
    rows: rows.map((row) => view(scope, row)),
    total,
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
  const rows = await conversionStore(ctx.db, scope).after(f, after, limit);
  return rows.map((row) => view(scope, row));
}

export async function conversionView(ctx: AppContext, scope: StatisticsScope, id: number): Promise<Conversion> {
  const row = await conversionStore(ctx.db, scope).byId(id);
  if (!row) throw notFound('Conversion not found');
  return view(scope, row);
}
