import type { Page, PublisherViewQuery, PublisherViewRow } from '@affnet/contracts';
import { sql } from 'kysely';
import type { AppContext, Session } from '../shared/context';
import { scopeOf } from '../statistics/scope';
import { noFigures, publisherFigures } from './publisher-figures';
import { ownerNetworkId } from './store';

/** `%`, `_` and `\` match themselves in a LIKE search. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

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
  const networkId = ownerNetworkId(session);
  const scope = await scopeOf(ctx, session);
  const figures = await publisherFigures(ctx, scope);
  const figuresOf = (id: number) => figures.get(id) ?? noFigures(scope);
  const { page, limit, sort = 'name', order = 'asc', status } = query.options;
  const search = query.search?.trim();

  let base = ctx.db.selectFrom('users as u').where('u.network_id', '=', networkId).where('u.role', '=', 'publisher');
  if (status) base = base.where('u.status', '=', status);
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) =>
      eb.or(
        ['u.name', 'u.email', 'u.company_name'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const offset = (page - 1) * limit;
  let shown: number[];
  let total: number;
  if (FIGURE_SORTS.has(sort)) {
    const key = sort as 'clicks' | 'conversions' | 'payout';
    const direction = order === 'asc' ? 1 : -1;
    const ids = (await base.select('u.id').execute())
      .map((r) => Number(r.id))
      .sort((a, b) => direction * (figuresOf(a)[key] - figuresOf(b)[key] || a - b));
    [shown, total] = [ids.slice(offset, offset + limit), ids.length];
  } else {
    const [found, count] = await Promise.all([
      base
        .select('u.id')
        .orderBy(sql.ref(`u.${sort}`), order)
        .orderBy('u.id', order)
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    [shown, total] = [found.map((r) => Number(r.id)), Number(count?.n ?? 0)];
  }
  const found = shown.length
    ? await base
        .select([
          'u.id',
          'u.name',
          'u.email',
          'u.company_name',
          'u.status',
          'u.auto_approve',
          'u.cutback_percent',
          'u.created_at',
        ])
        .where('u.id', 'in', shown)
        .execute()
    : [];
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
