import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import { ERROR_CODES, invalidField } from '../shared/errors';

/** Where the main server serves a release from its releases folder (relative to the page's origin). */
export const releaseEntryUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

export function releaseFolder(ctx: AppContext, remote: string, version: string) {
  return path.join(ctx.config.releasesDir, remote, version);
}

const refuse = (reason: string) => invalidField('entry_url', ERROR_CODES.invalidUrl, reason);

/** `/remotes/<remote>/<version>/<file>`: a file of a release folder, by safe segments only. */
const FOLDER_ENTRY =
  /^\/remotes\/([a-z_]+)\/([0-9A-Za-z.+-]+)\/((?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*)$/;

/** An entry on this server: a file that is in the release folders of the same remote. */
function folderEntry(ctx: AppContext, remote: RemoteName, entry: string): string {
  const match = FOLDER_ENTRY.exec(entry);
  if (!match || match[1] !== remote || match[3]?.split('/').includes('..')) {
    throw refuse(`must be an https:// address, or a file of this server's releases folder (/remotes/${remote}/…)`);
  }
  if (!existsSync(path.join(ctx.config.releasesDir, match[1], match[2] ?? '', match[3] ?? ''))) {
    throw refuse(`${entry} is not in this server's releases folder`);
  }
  return entry;
}

/**
 * An entry elsewhere. The server cannot reach other hosts from here (and a deploy must not wait on a CDN), so it does
 * not fetch it: the address must be a well-formed http(s) URL without credentials, and is recorded as given; a
 * missing file shows on the Remotes page as the failures browsers report. `{hostname}` stands for the page's host.
 */
function externalEntry(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry.replaceAll('{hostname}', 'hostname.invalid'));
  } catch {
    throw refuse('must be a well-formed URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('must start with https:// or http://');
  if (url.username || url.password) throw refuse('must not carry a user name or password');
  return entry;
}

/**
 * The entry URL a registration records. Without one, the release folder's mf-manifest.json, which must be there;
 * never a protocol-relative address (`//host`: its host is whatever the page's scheme reaches) nor a backslash
 * (browsers read `/\host` as `//host`).
 */
export function checkedEntry(ctx: AppContext, remote: RemoteName, version: string, entry: string | undefined): string {
  if (entry === undefined) {
    if (!existsSync(path.join(releaseFolder(ctx, remote, version), 'mf-manifest.json'))) {
      throw invalidField(
        'entry_url',
        ERROR_CODES.required,
        `is required: ${remote}/${version}/ has no mf-manifest.json`,
      );
    }
    return releaseEntryUrl(remote, version);
  }
  if (entry.includes('\\')) throw refuse('must not contain a backslash');
  if (entry.startsWith('//')) throw refuse('must not be protocol-relative (//host): start it with https://');
  return entry.startsWith('/') ? folderEntry(ctx, remote, entry) : externalEntry(entry);
}
