import type { PersonStatus, PublisherSort } from '@affnet/contracts';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database, UserRow } from '../shared/db/schema';

/** `%`, `_` and `\` match themselves in a LIKE search. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

/** Name, email or company contains `search`, case-insensitively. */
function personMatches(eb: ExpressionBuilder<Database, 'users'>, search: string) {
  const pattern = likePattern(search);
  return eb.or(
    (['users.name', 'users.email', 'users.company_name'] as const).map(
      (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
    ),
  );
}

/** Which of the network's publishers the owner's list shows. */
export interface PublisherFilter {
  status?: PersonStatus;
  search?: string;
}

/** What the owner's publisher list sorts by in SQL (the figures are sorted by the caller). */
export type PublisherColumnSort = Exclude<PublisherSort, 'clicks' | 'conversions' | 'payout'>;

/** Tables that hold a publisher's own rows, deleted with him (his traffic is never: he is deactivated instead). */
const PUBLISHER_ROWS = [
  'offer_access',
  'publisher_credentials',
  'quarter_stats',
  'local_day_stats',
  'local_hour_stats',
] as const;

/** Publishers, advertisers, account managers and invites of one network (networks.id): every query is bound to it. */
export function peopleStore(db: Kysely<Database>, networkId: number) {
  const people = (role: 'publisher' | 'advertiser') =>
    db.selectFrom('users').where('users.network_id', '=', networkId).where('users.role', '=', role);
  const publishersMatching = (filter: PublisherFilter) => {
    const search = filter.search?.trim();
    return people('publisher')
      .$if(filter.status !== undefined, (q) => q.where('users.status', '=', filter.status as PersonStatus))
      .$if(Boolean(search), (q) => q.where((eb) => personMatches(eb, search as string)));
  };
  return {
    /** One update of a user of the network (the only write path of this area to users); never his id or network. */
    setUser: async (id: number, changes: Partial<UserRow>) => {
      const { id: _id, network_id: _network, ...safe } = changes;
      await db.updateTable('users').set(safe).where('network_id', '=', networkId).where('id', '=', id).execute();
    },

    publishers: () => people('publisher').select(['id', 'name', 'email', 'status']).orderBy('id').execute(),
    publishersByName: () => people('publisher').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    /** Every publisher id the filter keeps, unordered (the caller sorts them by their figures). */
    publisherIdsMatching: async (filter: PublisherFilter) =>
      (await publishersMatching(filter).select('users.id').execute()).map((row) => Number(row.id)),
    /** One page of the publisher ids the filter keeps, by a column (the id breaks ties), and how many there are. */
    publisherPage: async (
      filter: PublisherFilter,
      sort: PublisherColumnSort,
      order: 'asc' | 'desc',
      page: { offset: number; limit: number },
    ) => {
      const base = publishersMatching(filter);
      const [rows, count] = await Promise.all([
        base
          .select('users.id')
          .orderBy(sql.ref(`users.${sort}`), order)
          .orderBy('users.id', order)
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { ids: rows.map((row) => Number(row.id)), total: Number(count?.n ?? 0) };
    },
    /** The owner's list columns of these of the publishers the filter keeps, in no order. */
    publishersWithIds: async (filter: PublisherFilter, ids: number[]) =>
      ids.length === 0
        ? []
        : publishersMatching(filter)
            .select(['id', 'name', 'email', 'company_name', 'status', 'auto_approve', 'cutback_percent', 'created_at'])
            .where('users.id', 'in', ids)
            .execute(),
    hasCredentials: async (publisherId: number) =>
      (await db
        .selectFrom('publisher_credentials')
        .select('publisher_id')
        .where('network_id', '=', networkId)
        .where('publisher_id', '=', publisherId)
        .executeTakeFirst()) !== undefined,
    /** Whether he has any click or conversion (history that deleting him would lose). */
    hasTraffic: async (publisherId: number) => {
      const [click, conversion] = await Promise.all([
        db
          .selectFrom('clicks')
          .select('click_id')
          .where('network_id', '=', networkId)
          .where('publisher_id', '=', publisherId)
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('conversions')
          .select('id')
          .where('network_id', '=', networkId)
          .where('publisher_id', '=', publisherId)
          .limit(1)
          .executeTakeFirst(),
      ]);
      return click !== undefined || conversion !== undefined;
    },
    /** Deletes him with his access, keys and figures, in one transaction. */
    deletePublisher: (publisherId: number) =>
      db.transaction().execute(async (trx) => {
        for (const table of PUBLISHER_ROWS) {
          await trx
            .deleteFrom(table)
            .where('network_id', '=', networkId)
            .where('publisher_id', '=', publisherId)
            .execute();
        }
        await trx.deleteFrom('users').where('network_id', '=', networkId).where('id', '=', publisherId).execute();
      }),
    /** His pending access requests on approval offers become allowed. */
    allowRequestedApprovalOffers: async (publisherId: number) => {
      const approvalOffers = db
        .selectFrom('offers')
        .select('id')
        .where('network_id', '=', networkId)
        .where('visibility', '=', 'approval');
      await db
        .updateTable('offer_access')
        .set({ status: 'allowed', decided_at: nowIso() })
        .where('network_id', '=', networkId)
        .where('publisher_id', '=', publisherId)
        .where('status', '=', 'requested')
        .where('offer_id', 'in', approvalOffers)
        .execute();
    },

    /** A page of the advertisers by name, searchable by name, email or company, and how many match. */
    advertiserPage: async (search: string | undefined, page: { offset: number; limit: number }) => {
      const term = search?.trim();
      const base = people('advertiser').$if(Boolean(term), (q) => q.where((eb) => personMatches(eb, term as string)));
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('name').orderBy('id').limit(page.limit).offset(page.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    accountManagers: () =>
      db
        .selectFrom('account_managers')
        .selectAll()
        .where('network_id', '=', networkId)
        .orderBy('name')
        .orderBy('id')
        .execute(),
    updateAccountManager: (id: number, fields: { name: string; email: string; skype_id: string }) =>
      db.updateTable('account_managers').set(fields).where('network_id', '=', networkId).where('id', '=', id).execute(),

    /** The network's invitation links, newest first (the last 200). */
    invites: () =>
      db
        .selectFrom('invites')
        .selectAll()
        .where('network_id', '=', networkId)
        .orderBy('created_at', 'desc')
        .limit(200)
        .execute(),
  };
}
