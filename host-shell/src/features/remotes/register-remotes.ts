import type { RemoteManifest, RemoteName } from '@affnet/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteRegistration } from './remote-info';

let entries: Record<string, string> = {};

/** Registers the remotes the server names for this host's tenant (the page's boot data or GET /mf/manifest). */
export function registerTenantRemotes(manifest: RemoteManifest): void {
  entries = manifest.remotes;
  registerRemotes(Object.entries(entries).map(([name, entry]) => remoteRegistration(name, entry)));
}

/** Forgets a remote's failed load so the next attempt fetches it again (the error boundary's Retry). */
export function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([remoteRegistration(name, entry)], { force: true });
}
