import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { PaymentDetailsTable } from '../shared/db/schema-payment-details';

/** A row as saved, without the keys the store binds itself. */
export type SavedDetails = Omit<PaymentDetailsTable, 'network_id' | 'publisher_id' | 'created_at'>;

/** Payment details in one network (networks.id): every query is bound to it. */
export function paymentDetailsStore(db: Kysely<Database>, networkId: number) {
  return {
    /** A publisher of this network by id (a user of another role or network is none). */
    publisher: (publisherId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('network_id', '=', networkId)
        .where('role', '=', 'publisher')
        .where('id', '=', publisherId)
        .executeTakeFirst(),
    /** The network's name, which the notice mail is signed with. */
    networkName: async () =>
      (await db.selectFrom('networks').select('company_name').where('id', '=', networkId).executeTakeFirst())
        ?.company_name ?? '',
    detailsOf: (publisherId: number) =>
      db
        .selectFrom('payment_details')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('publisher_id', '=', publisherId)
        .executeTakeFirst(),
    /** His details replaced in one statement (publisher_id is unique): two saves at once end as one row. */
    save: (publisherId: number, details: SavedDetails) =>
      db
        .insertInto('payment_details')
        .values({ ...details, network_id: networkId, publisher_id: publisherId, created_at: details.updated_at })
        .onConflict((conflict) => conflict.column('publisher_id').doUpdateSet(details))
        .execute(),
  };
}
