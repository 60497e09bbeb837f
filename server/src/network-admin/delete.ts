import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { NetworkDeletion } from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import { badRequest, notFound } from '../shared/errors';
import { networkAdminStore } from './platform-store';

/**
 * Deletes a network with everything it owns. A network that has traffic (clicks or conversions) is only
 * deleted with `force`, so that history is not lost by a slip: deactivating keeps it.
 */
export async function deleteNetwork(ctx: AppContext, id: number, force: boolean): Promise<NetworkDeletion> {
  const network = await ctx.platform.networkById(id);
  if (!network) throw notFound('Network not found');
  const store = networkAdminStore(ctx.db);
  const { clicks, conversions } = await store.traffic(id);
  if ((clicks > 0 || conversions > 0) && !force) {
    throw badRequest(
      `force: this network has ${clicks} clicks and ${conversions} conversions; deactivate it, or confirm the deletion with force`,
      'NETWORK_HAS_TRAFFIC',
    );
  }
  await store.deleteNetwork(id, ctx.dialect);
  await ctx.nodes.catalogueChanged(id);
  await rm(path.join(ctx.config.dataDir, 'uploads', network.network_id), { recursive: true, force: true });
  return { id, network_id: network.network_id, clicks, conversions };
}
