import type { NetworkStatus } from '@affnet/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../shared/db/schema';

/** How the super admin's list of networks can be sorted: a column, or a count of the network's rows. */
export const NETWORK_SORTS = {
  company_name: 'n.company_name',
  network_id: 'n.network_id',
  created_at: 'n.created_at',
  status: 'n.status',
  members: 'members',
  offers: 'offers',
} as const;

export interface NetworkListFilter {
  /** Contained in the name, id, dashboard domain or owner's email, case-insensitively. */
  search?: string;
  status?: NetworkStatus;
}

export interface NetworkListPage {
  sort: keyof typeof NETWORK_SORTS;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A network with its owner, its counts of members and offers, and its review. */
function withOwnerAndCounts(db: Kysely<Database>) {
  return db
    .selectFrom('networks as n')
    .leftJoin('network_reviews as r', 'r.network_id', 'n.id')
    .select((eb) => {
      const owner = (column: 'o.email' | 'o.name', as: 'owner_email' | 'owner_name') =>
        eb
          .selectFrom('users as o')
          .select(column)
          .whereRef('o.network_id', '=', 'n.id')
          .where('o.role', '=', 'network')
          .orderBy('o.id')
          .limit(1)
          .as(as);
      return [
        'n.id',
        'n.network_id',
        'n.company_name',
        'n.dashboard_domain',
        'n.status',
        'n.created_at',
        'r.status as review',
        'r.reviewed_at',
        owner('o.email', 'owner_email'),
        owner('o.name', 'owner_name'),
        eb
          .selectFrom('users as m')
          .select(eb.fn.countAll().as('c'))
          .whereRef('m.network_id', '=', 'n.id')
          .as('members'),
        eb
          .selectFrom('offers as f')
          .select(eb.fn.countAll().as('c'))
          .whereRef('f.network_id', '=', 'n.id')
          .as('offers'),
      ];
    });
}

export type AdminNetworkRow = Awaited<ReturnType<ReturnType<typeof withOwnerAndCounts>['execute']>>[number];

/** The super admin's look at every network: platform-wide by purpose, never reachable by a network's members. */
export function networkListStore(db: Kysely<Database>) {
  const matching = (filter: NetworkListFilter) => {
    const term = filter.search?.trim().toLowerCase();
    const pattern = `%${(term ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = sql<string>`${pattern} escape '\\'`;
    return withOwnerAndCounts(db)
      .$if(Boolean(term), (q) =>
        q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['n.company_name']), 'like', like),
            eb(eb.fn('lower', ['n.network_id']), 'like', like),
            eb(eb.fn('lower', ['n.dashboard_domain']), 'like', like),
            eb.exists(
              eb
                .selectFrom('users as u')
                .select('u.id')
                .whereRef('u.network_id', '=', 'n.id')
                .where('u.role', '=', 'network')
                .where('u.email', 'like', like),
            ),
          ]),
        ),
      )
      .$if(filter.status !== undefined, (q) => q.where('n.status', '=', filter.status as NetworkStatus));
  };
  return {
    /** Every network's id and name, by name (the pickers of other pages). */
    names: () =>
      db.selectFrom('networks').select(['id', 'network_id', 'company_name']).orderBy('company_name').execute(),
    all: () => withOwnerAndCounts(db).orderBy('n.company_name').orderBy('n.id').execute(),
    /** Self-service sign-ups still waiting for the super admin, oldest first. */
    pendingRegistrations: () =>
      withOwnerAndCounts(db).where('r.status', '=', 'pending').orderBy('n.created_at').execute(),
    byId: (id: number) => withOwnerAndCounts(db).where('n.id', '=', id).executeTakeFirst(),
    /** One page of the networks the filter keeps, and how many it keeps. */
    search: async (filter: NetworkListFilter, page: NetworkListPage) => {
      const query = matching(filter);
      const total = Number(
        (
          await db
            .selectFrom(query.as('q'))
            .select((eb) => eb.fn.countAll().as('c'))
            .executeTakeFirstOrThrow()
        ).c,
      );
      const rows = await query
        .orderBy(sql.ref(NETWORK_SORTS[page.sort]), page.order)
        .orderBy('n.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { rows, total };
    },
  };
}
