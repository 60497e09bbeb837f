import { getRemoteManifest } from '@affnet/api';
import type { RemoteName } from '@affnet/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { areasOfManifest, receiveAreas } from '../areas/areas-store';

let entries: Record<string, string> = {};

/** Registers the remotes the server names for this host's tenant (GET /mf/manifest), and the areas they declare. */
export async function registerTenantRemotes(): Promise<void> {
  const { payload } = await getRemoteManifest();
  if (!payload) throw new Error('The server sent no remote manifest');
  entries = payload.remotes;
  receiveAreas(areasOfManifest(payload));
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote's failed load so the next attempt fetches it again (the error boundary's Retry). */
export function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
