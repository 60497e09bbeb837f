import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** Schema of publisher API credentials. */
export function credentialsSchema(_dialect: DialectName): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
