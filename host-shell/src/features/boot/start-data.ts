import type { BootData, RemoteManifest } from '@affnet/contracts';
import { readCurrentUser } from '@affnet/core';
import { getBranding } from './api/get-branding';
import { getRemoteManifest } from './api/get-remote-manifest';
import { readBootData } from './read-boot-data';

async function fetchManifest(): Promise<RemoteManifest> {
  const { payload } = await getRemoteManifest();
  if (!payload) throw new Error('The server sent no remote manifest');
  return payload;
}

/** Without the page's boot data: both calls at once, as the page would have carried them. */
async function fetchStartData(): Promise<BootData> {
  const [manifest, branding] = await Promise.all([fetchManifest(), getBranding()]);
  if (!branding.payload) throw new Error('The server sent no branding');
  return { manifest, branding: branding.payload };
}

/**
 * What the host needs before its first screen: the page's boot data, else the same from the server. The page's
 * manifest is the anonymous visitor's; when the network runs a canary, a signed-in user asks again with his token
 * to learn which side of it he is on, before any area loads.
 */
export async function loadStartData(doc: Document = document): Promise<BootData> {
  const boot = readBootData(doc);
  if (!boot) return fetchStartData();
  if (boot.manifest.canary && readCurrentUser() !== null) return { ...boot, manifest: await fetchManifest() };
  return boot;
}
