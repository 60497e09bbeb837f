import type { RemoteManifest, RemoteName } from '@affnet/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { areasOfManifest, receiveAreas } from '../areas/areas-store';
import { remoteRegistration } from './remote-info';

/** The manifest this page registered: its entries for Retry, its release versions for failure reports. */
let registered: RemoteManifest | null = null;

/** Registers the remotes the server names for this host's tenant (the page's boot data or GET /mf/manifest), and the areas they declare. */
export function registerTenantRemotes(manifest: RemoteManifest): void {
  registered = manifest;
  receiveAreas(areasOfManifest(manifest));
  registerRemotes(Object.entries(manifest.remotes).map(([name, entry]) => remoteRegistration(name, entry)));
}

/** Forgets a remote's failed load so the next attempt fetches it again (the error boundary's Retry). */
export function resetRemote(name: RemoteName): void {
  const entry = registered?.remotes[name];
  if (entry) registerRemotes([remoteRegistration(name, entry)], { force: true });
}

/** The release of a remote this page registered, for failure reports; 'unknown' when the server named none. */
export function registeredVersion(name: string): string {
  return registered?.releases?.[name as RemoteName]?.version ?? 'unknown';
}
