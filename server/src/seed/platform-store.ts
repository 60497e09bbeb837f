import type { Insertable, Kysely } from 'kysely';
import type { Database, NetworksTable, UsersTable } from '../shared/db/schema';

/** The installation's first data: the super admin and the demo networks themselves, made before any tenant exists. */
export function seedStore(db: Kysely<Database>) {
  return {
    hasSuperAdmin: async () =>
      (await db
        .selectFrom('users')
        .select('id')
        .where('network_id', 'is', null)
        .where('role', '=', 'admin')
        .limit(1)
        .executeTakeFirst()) !== undefined,
    insertSuperAdmin: (admin: Omit<Insertable<UsersTable>, 'network_id' | 'role'>) =>
      db
        .insertInto('users')
        .values({ ...admin, network_id: null, role: 'admin' })
        .execute(),
    insertNetwork: async (network: Insertable<NetworksTable>) =>
      (await db.insertInto('networks').values(network).returning('id').executeTakeFirstOrThrow()).id,
    networkBySlug: (slug: string) =>
      db.selectFrom('networks').selectAll().where('network_id', '=', slug).executeTakeFirst(),
    /** The demo networks by their ids (network_id), in the order they were made. */
    networksNamed: (slugs: string[]) =>
      db
        .selectFrom('networks')
        .select(['id', 'network_id', 'time_zone'])
        .where('network_id', 'in', slugs)
        .orderBy('id')
        .execute(),
  };
}
