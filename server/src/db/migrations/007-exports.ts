import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** Schema of download center export jobs. */
export function exportsSchema(_dialect: DialectName): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
