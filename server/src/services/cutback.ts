import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether the publisher's next conversion is withheld by his cutback percentage.
 * Called inside the conversion's transaction.
 */
export async function cutbackWithholds(
  _trx: Kysely<Database>,
  _networkId: number,
  _publisherId: number,
): Promise<boolean> {
  return false;
}
