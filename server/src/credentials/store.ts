import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';

/** A new pair as stored: the apikey, and only the hash of the secret. */
export interface StoredPair {
  apikey: string;
  secret_hash: string;
  created_at: string;
}

/** Publishers' API keys in one network (networks.id): every query is bound to it. */
export function credentialStore(db: Kysely<Database>, networkId: number) {
  return {
    /** His apikey and when it was made; never the secret's hash. */
    apikeyOf: (publisherId: number) =>
      db
        .selectFrom('publisher_credentials')
        .select(['apikey', 'created_at'])
        .where('network_id', '=', networkId)
        .where('publisher_id', '=', publisherId)
        .executeTakeFirst(),
    /** Stores his first pair; false when he has one already (a publisher holds one pair: publisher_id is unique). */
    addFirstPair: async (publisherId: number, pair: StoredPair) => {
      const inserted = await db
        .insertInto('publisher_credentials')
        .values({ ...pair, publisher_id: publisherId, network_id: networkId })
        .onConflict((conflict) => conflict.column('publisher_id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Replaces his pair in one statement (the old one stops working with it), or stores a first one. */
    replacePair: (publisherId: number, pair: StoredPair) =>
      db
        .insertInto('publisher_credentials')
        .values({ ...pair, publisher_id: publisherId, network_id: networkId })
        .onConflict((conflict) => conflict.column('publisher_id').doUpdateSet(pair))
        .execute(),
  };
}
