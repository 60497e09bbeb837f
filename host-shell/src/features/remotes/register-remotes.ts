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

/** The manifest this page registered, if any. */
export function registeredManifest(): RemoteManifest | null {
  return registered;
}

/**
 * Moves to another manifest of the same network (the signed-in user's side of a canary): each remote not loaded yet
 * takes its release there; a loaded one keeps the release it runs until the next page load, with its area.
 */
export function switchTenantRemotes(next: RemoteManifest, loaded: (name: RemoteName) => boolean): void {
  const current = registered;
  if (!current) {
    registerTenantRemotes(next);
    return;
  }
  const names = Object.keys(next.remotes) as RemoteName[];
  const kept = (name: RemoteName) => loaded(name) && current.remotes[name] !== undefined;
  const merged: RemoteManifest = {
    ...next,
    remotes: Object.fromEntries(
      names.map((name) => [name, kept(name) ? current.remotes[name] : next.remotes[name]]),
    ) as RemoteManifest['remotes'],
    releases: Object.fromEntries(
      names.map((name) => [name, kept(name) ? current.releases?.[name] : next.releases?.[name]]),
    ) as RemoteManifest['releases'],
  };
  const changed = names.filter((name) => merged.remotes[name] !== current.remotes[name]);
  registered = merged;
  receiveAreas(areasOfManifest(merged));
  registerRemotes(
    changed.map((name) => remoteRegistration(name, merged.remotes[name] ?? '')),
    { force: true },
  );
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
