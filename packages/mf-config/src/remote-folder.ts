import { REMOTE_NAMES, type RemoteName } from '@affnet/contracts';

/** A remote as the repository holds it: its federation name and its folder at the repository's root. */
export interface RemoteFolder {
  name: RemoteName;
  folder: string;
}

/** Each remote's folder is its federation name in kebab case: mfe_offers lives in mfe-offers/. */
export const folderOf = (name: RemoteName): string => name.replaceAll('_', '-');

/** The remote named by its folder (`mfe-offers`, `./mfe-offers/`) or its federation name (`mfe_offers`). */
export function remoteFolder(given: string): RemoteFolder {
  const plain = given.replace(/^\.\//, '').replace(/\/+$/, '');
  const name = REMOTE_NAMES.find((candidate) => candidate === plain || folderOf(candidate) === plain);
  if (!name) {
    const known = REMOTE_NAMES.map((candidate) => `${folderOf(candidate)} (${candidate})`).join(', ');
    throw new Error(`Unknown remote "${given}"; the remotes are ${known}.`);
  }
  return { name, folder: folderOf(name) };
}
