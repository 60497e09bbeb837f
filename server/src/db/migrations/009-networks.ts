import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** Schema of super admin network review. */
export function networksSchema(_dialect: DialectName): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
