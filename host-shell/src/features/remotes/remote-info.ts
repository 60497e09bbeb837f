/** How the federation runtime is told where a remote is. */
export interface RemoteRegistration {
  name: string;
  entry: string;
  type: 'global';
  entryGlobalName: string;
}

const MANIFEST_FILE = /mf-manifest\.json$/;

/**
 * A remote registered by its remoteEntry.js, which our builds put beside their mf-manifest.json: the runtime then
 * loads the entry script directly (the page has preloaded it) instead of fetching the manifest first, one round
 * trip less. The entry is a classic script that sets the global named after the remote (`var mfe_auth`).
 */
export function remoteRegistration(name: string, entry: string): RemoteRegistration {
  return { name, entry: entry.replace(MANIFEST_FILE, 'remoteEntry.js'), type: 'global', entryGlobalName: name };
}
