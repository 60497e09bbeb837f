import type { Kysely, Migration } from 'kysely';

/**
 * A network is found by host in both its columns (network-hosts.ts: every request's tenant, every /click catalogue,
 * every check of a host being saved): `dashboard_domain` has its unique index, `tracking_domain` gets one here. Not a
 * unique one: rows older code let two networks save stay, and the look-up decides which of them answers.
 */
export function networkHostsSchema(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('networks_tracking_domain').on('networks').column('tracking_domain').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('networks_tracking_domain').execute();
    },
  };
}
