import { REMOTE_EXPOSE } from '@affnet/contracts';

/** The parts of a release's mf-manifest.json (written by the federation build plugin) the first screen needs. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath: string };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

export function parseFederationManifest(text: string): FederationManifest {
  const manifest = JSON.parse(text) as Partial<FederationManifest>;
  if (!manifest.metaData?.remoteEntry || !Array.isArray(manifest.exposes)) {
    throw new Error('not a federation manifest (metaData.remoteEntry and exposes expected)');
  }
  return manifest as FederationManifest;
}

/** `a/b/` + `c.js`, without doubled or missing slashes. */
function joinUrl(folder: string, file: string): string {
  return `${folder.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

/**
 * The scripts the first screen of a remote runs, in order: its remoteEntry.js and the synchronous chunks of its
 * exposed App. `manifestUrl` is where the page finds the release's mf-manifest.json; with publicPath `auto` the
 * files sit beside it. The shared libraries are not listed: the host provides them.
 */
export function firstScreenScripts(manifest: FederationManifest, manifestUrl: string): string[] {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const base = manifest.metaData.publicPath === 'auto' ? folder : manifest.metaData.publicPath;
  const { remoteEntry } = manifest.metaData;
  const entry = joinUrl(joinUrl(base, remoteEntry.path), remoteEntry.name);
  const exposed = manifest.exposes.find((expose) => expose.path === REMOTE_EXPOSE);
  return [entry, ...(exposed?.assets.js.sync ?? []).map((file) => joinUrl(base, file))];
}
