import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** Schema of publishers, advertisers and account managers administration. */
export function peopleSchema(_dialect: DialectName): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
