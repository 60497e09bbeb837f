import type { Insertable, Kysely } from 'kysely';
import type { Database, NetworksTable } from '../shared/db/schema';

/**
 * The self-service sign-up of a network: it creates a tenant, so no store of one network can hold it. Takes the
 * registration's transaction.
 */
export function registrationStore(trx: Kysely<Database>) {
  return {
    insertNetwork: async (network: Insertable<NetworksTable>) =>
      (await trx.insertInto('networks').values(network).returning('id').executeTakeFirstOrThrow()).id,
    /** The new network waits for the super admin's review (network-admin/review.ts). */
    awaitReview: (networkId: number, registeredAt: string) =>
      trx
        .insertInto('network_reviews')
        .values({
          network_id: networkId,
          status: 'pending',
          registered_at: registeredAt,
          reviewed_at: null,
          reviewed_by: null,
        })
        .execute(),
  };
}
