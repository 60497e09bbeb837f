import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { NetworkDeletion } from '@affnet/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../shared/context';
import { badRequest, notFound } from '../shared/errors';

/** Tables deleted last, children before parents; every other table with a network_id column goes first. */
const LAST = ['offer_access', 'offers', 'users', 'account_managers'];

async function count(ctx: AppContext, table: 'clicks' | 'conversions', networkId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('c'))
    .where('network_id', '=', networkId)
    .executeTakeFirstOrThrow();
  return Number(row.c);
}

/** Every table holding per-network rows, found from the live schema so tables added by later areas are included. */
async function tenantTables(ctx: AppContext): Promise<string[]> {
  const tables = await ctx.db.introspection.getTables();
  const names = tables
    .filter((t) => t.name !== 'networks' && t.columns.some((c) => c.name === 'network_id'))
    .map((t) => t.name)
    .filter((name) => !LAST.includes(name))
    .sort()
    .reverse();
  return [...names, ...LAST];
}

/**
 * Deletes a network with everything it owns. A network that has traffic (clicks or conversions) is only
 * deleted with `force`, so that history is not lost by a slip: deactivating keeps it.
 */
export async function deleteNetwork(ctx: AppContext, id: number, force: boolean): Promise<NetworkDeletion> {
  const network = await ctx.platform.networkById(id);
  if (!network) throw notFound('Network not found');
  const clicks = await count(ctx, 'clicks', id);
  const conversions = await count(ctx, 'conversions', id);
  if ((clicks > 0 || conversions > 0) && !force) {
    throw badRequest(
      `force: this network has ${clicks} clicks and ${conversions} conversions; deactivate it, or confirm the deletion with force`,
      'NETWORK_HAS_TRAFFIC',
    );
  }
  const tables = await tenantTables(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'sqlite') await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const table of tables) {
      await sql`delete from ${sql.table(table)} where network_id = ${id}`.execute(trx);
    }
    await trx.deleteFrom('networks').where('id', '=', id).execute();
  });
  await ctx.nodes.catalogueChanged(id);
  await rm(path.join(ctx.config.dataDir, 'uploads', network.network_id), { recursive: true, force: true });
  return { id, network_id: network.network_id, clicks, conversions };
}
