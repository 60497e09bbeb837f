import type { NetworkStatus } from '@affnet/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import type { Database } from '../shared/db/schema';

/** Tables deleted last, children before parents; every other table with a network_id column goes first. */
const DELETED_LAST = ['offer_access', 'offers', 'users', 'account_managers'];

/**
 * The super admin's changes to any network (details, status, review of a sign-up, deletion): platform-wide by
 * purpose. Takes the transaction a change runs in.
 */
export function networkAdminStore(db: Kysely<Database>) {
  /** Every table holding per-network rows, found from the live schema so tables added by later areas are included. */
  const tenantTables = async () => {
    const tables = await db.introspection.getTables();
    const names = tables
      .filter((t) => t.name !== 'networks' && t.columns.some((c) => c.name === 'network_id'))
      .map((t) => t.name)
      .filter((name) => !DELETED_LAST.includes(name))
      .sort()
      .reverse();
    return [...names, ...DELETED_LAST];
  };
  const countOf = async (table: 'clicks' | 'conversions', networkId: number) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('c'))
          .where('network_id', '=', networkId)
          .executeTakeFirstOrThrow()
      ).c,
    );

  return {
    setDetails: (
      networkId: number,
      details: { company_name: string; dashboard_domain: string; status: NetworkStatus },
    ) => db.updateTable('networks').set(details).where('id', '=', networkId).execute(),
    setStatus: (networkId: number, status: NetworkStatus) =>
      db.updateTable('networks').set({ status }).where('id', '=', networkId).execute(),

    reviewOf: (networkId: number) =>
      db.selectFrom('network_reviews').select('status').where('network_id', '=', networkId).executeTakeFirst(),
    decideReview: (networkId: number, status: 'approved' | 'rejected', reviewedAt: string, adminId: number) =>
      db
        .updateTable('network_reviews')
        .set({ status, reviewed_at: reviewedAt, reviewed_by: adminId })
        .where('network_id', '=', networkId)
        .execute(),

    /** Its clicks and conversions: the history a deletion would lose. */
    traffic: async (networkId: number) => ({
      clicks: await countOf('clicks', networkId),
      conversions: await countOf('conversions', networkId),
    }),
    /** Deletes the network and every row it owns, in one transaction. */
    deleteNetwork: async (networkId: number, dialect: DialectName) => {
      const tables = await tenantTables();
      await db.transaction().execute(async (trx) => {
        if (dialect === 'sqlite') await sql`pragma defer_foreign_keys = on`.execute(trx);
        for (const table of tables) {
          await sql`delete from ${sql.table(table)} where network_id = ${networkId}`.execute(trx);
        }
        await trx.deleteFrom('networks').where('id', '=', networkId).execute();
      });
    },
  };
}
