import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/** 90 days of clicks and conversions over the demo catalogue, with their rollups (issue 4). */
export async function seedDemoTraffic(_db: Kysely<Database>, _config: Config): Promise<void> {}
