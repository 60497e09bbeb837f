import { REMOTE_NAMES, type RemoteManifest, type RemoteName, type RemoteReleaseRef } from '@affnet/contracts';
import type { AppContext } from '../context';
import type { NetworkRow } from '../db/schema';
import { tenantStore } from '../db/tenant-store';
import { areaOfBuiltRemote } from './built-remote-area';

/** The host name of the request without port; anything odd falls back to localhost. */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]{1,253})$/.test(name) ? name : 'localhost';
}

/** Each remote's mf-manifest.json URL for the tenant of the request: configured defaults, then per-network pins. */
export async function manifestFor(ctx: AppContext, tenant: NetworkRow | null, hostHeader: string | undefined) {
  const hostname = hostnameOf(hostHeader);
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) remotes[name] = ctx.config.remoteUrls[name].replaceAll('{hostname}', hostname);
  if (tenant) {
    for (const pin of await tenantStore(ctx.db, tenant.id).remotes()) {
      if ((REMOTE_NAMES as readonly string[]).includes(pin.remote)) {
        remotes[pin.remote as RemoteName] = pin.entry_url.replaceAll('{hostname}', hostname);
      }
    }
  }
  const releases = {} as Record<RemoteName, RemoteReleaseRef>;
  for (const name of REMOTE_NAMES) {
    releases[name] = { version: '0.0.0-local', entry: remotes[name], area: areaOfBuiltRemote(name), canary: false };
  }
  return { remotes, releases, canary: false } satisfies RemoteManifest;
}
