import type { Kysely, Migration } from 'kysely';

/**
 * Private postback targets are the operator's setting (POSTBACK_PRIVATE_TARGETS), no longer a network's: its column
 * goes, so that no network that once allowed them keeps them.
 */
export function privateTargetsSchema(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('network_settings').dropColumn('allow_private_targets').execute();
    },
  };
}
