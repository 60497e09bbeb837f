import type { Kysely } from 'kysely';
import { now } from '../shared/clock';
import type { Database } from '../shared/db/schema';
import { localDayOf } from '../shared/time-zones';
import { billingTermsStore } from './terms-store';

/** Today in the network's zone, from the server's clock (tests inject it): what issue, due and overdue compare to. */
export async function networkToday(db: Kysely<Database>, networkId: number): Promise<string> {
  return localDayOf(now(), await billingTermsStore(db, networkId).timeZone());
}
