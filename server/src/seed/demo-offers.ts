import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/** The demo catalogue of each demo network: offers, more publishers, access and API credentials (issue 4). */
export async function seedDemoOffers(_db: Kysely<Database>, _config: Config): Promise<void> {}
