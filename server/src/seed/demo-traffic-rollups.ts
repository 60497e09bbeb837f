import type { Kysely } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import type { Database } from '../shared/db/schema';
import { demoStore } from './store';

/**
 * Rollups and unique-click keys of a network computed in bulk from its seeded clicks and conversions, rather than
 * one by one as tracking does: demoStore's rebuildRollups.
 */
export async function rollUp(db: Kysely<Database>, dialect: DialectName, networkId: number) {
  await demoStore(db, networkId).rebuildRollups(dialect);
}
