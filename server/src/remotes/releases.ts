import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AreaDeclaration,
  RELEASE_VERSION_PATTERN,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRelease,
} from '@affnet/contracts';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { checkedArea } from './area';
import { checkedEntry, releaseFolder } from './release-entry';
import { type ReleaseRow, remoteStore } from './store';

export interface ReleaseRegistration {
  remote: RemoteName;
  version: string;
  entry_url?: string;
  area?: unknown;
  /** Also make it the platform default (audited): the one way a registration changes what networks get. */
  make_default?: boolean;
}

export interface FailureCounts {
  recent: number;
  total: number;
  anonymousRecent: number;
  anonymousTotal: number;
}

const NO_FAILURES: FailureCounts = { recent: 0, total: 0, anonymousRecent: 0, anonymousTotal: 0 };

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** `npm start` publishes each build as `<package version>-local.<content hash>`. */
export const isLocalBuild = (version: string) => version.includes('-local.');

export function areaOf(row: ReleaseRow): AreaDeclaration | null {
  return row.area_json ? (JSON.parse(row.area_json) as AreaDeclaration) : null;
}

export function releaseView(row: ReleaseRow, failures: FailureCounts = NO_FAILURES): RemoteRelease {
  return {
    remote: row.remote as RemoteName,
    version: row.version,
    entry: row.entry_url,
    created_at: row.created_at,
    failures_24h: failures.recent,
    failures_total: failures.total,
    anonymous_failures_24h: failures.anonymousRecent,
    anonymous_failures_total: failures.anonymousTotal,
  };
}

/** The area.json of a release folder, checked; null when the folder has none. */
function areaFile(folder: string, remote: RemoteName): AreaDeclaration | null {
  const file = path.join(folder, 'area.json');
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw invalidField('area', ERROR_CODES.invalidArea, `${remote}'s area.json is not valid JSON`);
  }
  return checkedArea(parsed, remote, 'area');
}

/**
 * Registers a release; it changes what no network gets (make_default is the caller's next step). Releases are
 * immutable: registering the same version again with the same entry and area is a no-op (a deploy script may retry,
 * a refused registration may be sent again, or the server found the folder at start first), with anything else a 400.
 */
export async function registerRelease(
  ctx: AppContext,
  input: ReleaseRegistration,
): Promise<{ release: RemoteRelease; created: boolean }> {
  const { remote, version } = input;
  if (!RELEASE_VERSION_PATTERN.test(version)) {
    throw invalidField('version', ERROR_CODES.invalidFormat, 'must be a version such as 1.4.0 or 1.5.0-rc.1');
  }
  const folder = releaseFolder(ctx, remote, version);
  const entry = checkedEntry(ctx, remote, version, input.entry_url);
  const area = input.area === undefined ? areaFile(folder, remote) : checkedArea(input.area, remote);
  const areaJson = area ? JSON.stringify(area) : null;
  const store = remoteStore(ctx.db);
  const existing = await store.release(remote, version);
  if (existing) return { release: sameRelease(existing, entry, areaJson), created: false };
  const row: ReleaseRow = { remote, version, entry_url: entry, area_json: areaJson, created_at: nowIso() };
  try {
    await store.insertRelease(row);
  } catch (error) {
    // The same registration sent twice at once (a retry, the server's start): the second finds the first's row.
    const raced = isUniqueViolation(error) ? await store.release(remote, version) : undefined;
    if (!raced) throw error;
    return { release: sameRelease(raced, entry, areaJson), created: false };
  }
  return { release: releaseView(row), created: true };
}

/** A registration of a version already registered: fine when it is the same release, else a 400. */
function sameRelease(existing: ReleaseRow, entry: string, areaJson: string | null): RemoteRelease {
  if (existing.entry_url !== entry || existing.area_json !== areaJson) {
    throw invalidField(
      'version',
      ERROR_CODES.releaseExists,
      `${existing.remote} ${existing.version} is already registered with another entry or area; a release never changes: register a new version`,
    );
  }
  return releaseView(existing);
}
