import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** Schema of publisher postbacks, the delivery outbox and delivery log (issue 5 postbacks). */
export function postbacksSchema(_dialect: DialectName): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
