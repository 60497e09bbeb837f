import type { Kysely } from 'kysely';
import { now } from '../shared/clock';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { localDayOf } from '../shared/time-zones';

/**
 * Today in the network's zone, from the server's clock (tests inject it): what an invoice's issue, due and payable
 * days and "overdue" are reckoned from.
 */
export async function networkToday(db: Kysely<Database>, networkId: number): Promise<string> {
  return localDayOf(now(), (await tenantStore(db, networkId).network())?.time_zone ?? 'UTC');
}
