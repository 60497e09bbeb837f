import type { Page, PublisherViewQuery, PublisherViewRow } from '@affnet/contracts';
import type { AppContext, Session } from '../shared/context';
import { scopeOf } from '../statistics/scope';
import { ownerNetworkId } from './accounts';
import { type PublisherColumnSort, peopleStore } from './people-store';
import { noFigures, publisherFigures } from './publisher-figures';

const FIGURE_SORTS = new Set(['clicks', 'conversions', 'payout']);

/**
 * POST /api/publisher/view: the owner's paged, searchable, sortable publishers with 30 days of figures. A sort by a
 * figure is done here, not in SQL: the payout is converted at the owner's dated rates (statistics' one rule).
 */
export async function viewPublishers(
  ctx: AppContext,
  session: Session,
  query: PublisherViewQuery,
): Promise<Page<PublisherViewRow>> {
  const scope = await scopeOf(ctx, session);
  const figures = await publisherFigures(ctx, scope);
  const figuresOf = (id: number) => figures.get(id) ?? noFigures(scope);
  const { page, limit, sort = 'name', order = 'asc', status } = query.options;

  const store = peopleStore(ctx.db, ownerNetworkId(session));
  const filter = { status, search: query.search };
  const offset = (page - 1) * limit;
  let shown: number[];
  let total: number;
  if (FIGURE_SORTS.has(sort)) {
    const key = sort as 'clicks' | 'conversions' | 'payout';
    const direction = order === 'asc' ? 1 : -1;
    const ids = (await store.publisherIdsMatching(filter)).sort(
      (a, b) => direction * (figuresOf(a)[key] - figuresOf(b)[key] || a - b),
    );
    [shown, total] = [ids.slice(offset, offset + limit), ids.length];
  } else {
    const found = await store.publisherPage(filter, sort as PublisherColumnSort, order, { offset, limit });
    [shown, total] = [found.ids, found.total];
  }
  const found = await store.publishersWithIds(filter, shown);
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  const rows = shown.flatMap((id) => byId.get(id) ?? []);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      email: r.email,
      company_name: r.company_name,
      status: r.status,
      auto_approve: Number(r.auto_approve) === 1,
      cutback_percent: Number(r.cutback_percent),
      created_at: r.created_at,
      ...figuresOf(Number(r.id)),
      currency: scope.rates.reporting,
    })),
    total,
    page,
    limit,
  };
}
