import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../clock';
import type { Database, UsersTable } from './schema';

type NewTenantUser = Omit<Insertable<UsersTable>, 'network_id'>;

/**
 * The only way to reach tenant data: every query below is bound to one network (networks.id).
 * Services get a store for the caller's network and cannot forget the filter.
 */
export function tenantStore(db: Kysely<Database>, networkId: number) {
  return {
    networkId,
    network: () => db.selectFrom('networks').selectAll().where('id', '=', networkId).executeTakeFirst(),
    updateNetwork: (changes: { theme?: string; logo_url?: string }) =>
      db.updateTable('networks').set(changes).where('id', '=', networkId).execute(),
    /**
     * The currency its figures are reported in (issue 27): the owner's setting, stored, never worked out again from
     * its offers (migration 020 did that once), so every answer names the same one.
     */
    reportingCurrency: async () =>
      (await db.selectFrom('networks').select('reporting_currency').where('id', '=', networkId).executeTakeFirst())
        ?.reporting_currency ?? 'USD',
    /** Network settings: the dashboard and tracking hosts, the time zone of its statistics. */
    updateNetworkSettings: (changes: {
      dashboard_domain?: string;
      tracking_domain?: string | null;
      time_zone?: string;
    }) => db.updateTable('networks').set(changes).where('id', '=', networkId).execute(),

    userByEmail: (email: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('email', '=', email)
        .executeTakeFirst(),
    /** The network's users of one role among `ids` (a document's recipients). */
    usersOfRole: (role: 'publisher' | 'advertiser', ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('users')
            .select(['id', 'name', 'email'])
            .where('network_id', '=', networkId)
            .where('role', '=', role)
            .where('id', 'in', ids)
            .execute(),
    userById: (id: number) =>
      db.selectFrom('users').selectAll().where('network_id', '=', networkId).where('id', '=', id).executeTakeFirst(),
    owner: () =>
      db
        .selectFrom('users')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('role', '=', 'network')
        .orderBy('id')
        .executeTakeFirst(),
    insertUser: async (user: NewTenantUser) =>
      (
        await db
          .insertInto('users')
          .values({ ...user, network_id: networkId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    accountManager: (id: number) =>
      db
        .selectFrom('account_managers')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .executeTakeFirst(),
    insertAccountManager: async (manager: { name: string; email: string; skype_id: string }) =>
      (
        await db
          .insertInto('account_managers')
          .values({ ...manager, network_id: networkId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    insertInvite: (invite: { token: string; kind: 'publisher' | 'advertiser'; expires_at: string | null }) =>
      db
        .insertInto('invites')
        .values({ ...invite, network_id: networkId, created_at: nowIso() })
        .execute(),

    /** The network's own rollouts of the remotes (the platform default covers the others). */
    rollouts: () => db.selectFrom('remote_rollouts').selectAll().where('network_id', '=', networkId).execute(),
  };
}

export type TenantStore = ReturnType<typeof tenantStore>;
