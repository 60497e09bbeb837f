import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';

/**
 * Resolves a publisher API key to its owner, across networks: the key is what names the network of a publisher API
 * call (the unguessable secret's public half, like a login e-mail).
 */
export function credentialsByApikey(db: Kysely<Database>, apikey: string) {
  return db.selectFrom('publisher_credentials').selectAll().where('apikey', '=', apikey).executeTakeFirst();
}
