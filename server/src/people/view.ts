import type { Page, PublisherViewQuery, PublisherViewRow } from '@affnet/contracts';
import { sql } from 'kysely';
import { networkCurrency } from '../networks/currency';
import { now } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { localDayOf } from '../shared/time-zones';
import { dayNumberOf } from '../shared/zone-offsets';
import { ensureLocalDays } from '../statistics/local-stats';
import { ownerNetworkId } from './store';

/** `%`, `_` and `\` match themselves in a LIKE search. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

/** POST /api/publisher/view: the owner's paged, searchable, sortable publishers with 30 days of figures. */
export async function viewPublishers(
  ctx: AppContext,
  session: Session,
  query: PublisherViewQuery,
): Promise<Page<PublisherViewRow>> {
  const networkId = ownerNetworkId(session);
  const network = await ctx.db
    .selectFrom('networks')
    .select(['time_zone', 'stats_epoch'])
    .where('id', '=', networkId)
    .executeTakeFirstOrThrow();
  const local = { timeZone: network.time_zone, epoch: Number(network.stats_epoch) };
  const reporting = await networkCurrency(ctx.db, networkId);
  const today = dayNumberOf(localDayOf(now(), network.time_zone));
  await ensureLocalDays(ctx.db, ctx.dialect, networkId, local, today - 29, today);
  const { page, limit, sort = 'name', order = 'asc', status } = query.options;
  const search = query.search?.trim();

  const figures = ctx.db
    .selectFrom('local_day_stats')
    .select((eb) => [
      'publisher_id',
      eb.fn.sum<number>('clicks').as('clicks'),
      eb.fn.sum<number>('conversions').as('conversions'),
      // The reporting currency's payout only: amounts in two currencies are never added (issue 27).
      sql<number>`sum(case when currency = ${reporting} then payout else 0 end)`.as('payout'),
    ])
    .where('network_id', '=', networkId)
    .where('day', '>=', today - 29)
    .where('day', '<=', today)
    .where('epoch', '=', local.epoch)
    .groupBy('publisher_id')
    .as('f');

  let base = ctx.db
    .selectFrom('users as u')
    .leftJoin(figures, 'f.publisher_id', 'u.id')
    .where('u.network_id', '=', networkId)
    .where('u.role', '=', 'publisher');
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
  const sortColumn = ['clicks', 'conversions', 'payout'].includes(sort)
    ? sql`coalesce(${sql.ref(`f.${sort}`)}, 0)`
    : sql.ref(`u.${sort}`);
  const [rows, count] = await Promise.all([
    base
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.company_name',
        'u.status',
        'u.auto_approve',
        'u.cutback_percent',
        'u.created_at',
        'f.clicks',
        'f.conversions',
        'f.payout',
      ])
      .orderBy(sortColumn, order)
      .orderBy('u.id', order)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
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
      clicks: Number(r.clicks ?? 0),
      conversions: Number(r.conversions ?? 0),
      payout: Number(r.payout ?? 0),
      currency: reporting,
    })),
    total: Number(count?.n ?? 0),
    page,
    limit,
  };
}
