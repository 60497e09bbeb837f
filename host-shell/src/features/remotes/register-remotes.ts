import { getRemoteManifest } from '@affnet/api';
import type { RemoteName } from '@affnet/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { areasOfManifest, receiveAreas } from '../areas/areas-store';

let entries: Record<string, string> = {};
let versions: Record<string, string> = {};

/** Registers the remotes the server names for this host's tenant (GET /mf/manifest), and the areas they declare. */
export async function registerTenantRemotes(): Promise<void> {
  const { payload } = await getRemoteManifest();
  if (!payload) throw new Error('The server sent no remote manifest');
  entries = payload.remotes;
  versions = Object.fromEntries(
    Object.entries(payload.releases ?? {}).map(([name, release]) => [name, release.version]),
  );
  receiveAreas(areasOfManifest(payload));
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote's failed load so the next attempt fetches it again (the error boundary's Retry). */
export function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** The release of a remote this page registered, for failure reports; 'unknown' when the server named none. */
export function registeredVersion(name: string): string {
  return versions[name] ?? 'unknown';
}
