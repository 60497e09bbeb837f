import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type AreaDeclaration,
  RELEASE_VERSION_PATTERN,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRelease,
} from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { AppError, ERROR_CODES, invalidField } from '../shared/errors';
import { checkedArea } from './area';
import { type ReleaseRow, remoteStore } from './store';

export interface ReleaseRegistration {
  remote: RemoteName;
  version: string;
  entry_url?: string;
  area?: unknown;
}

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** `npm start` publishes each build as `<package version>-local.<content hash>`. */
export const isLocalBuild = (version: string) => version.includes('-local.');

/** Where the main server serves a release from its releases folder (relative to the page's origin). */
export const releaseEntryUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

function releaseFolder(ctx: AppContext, remote: string, version: string) {
  return path.join(ctx.config.releasesDir, remote, version);
}

export function areaOf(row: ReleaseRow): AreaDeclaration | null {
  return row.area_json ? (JSON.parse(row.area_json) as AreaDeclaration) : null;
}

export function releaseView(row: ReleaseRow, failures = { recent: 0, total: 0 }): RemoteRelease {
  return {
    remote: row.remote as RemoteName,
    version: row.version,
    entry: row.entry_url,
    created_at: row.created_at,
    failures_24h: failures.recent,
    failures_total: failures.total,
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
 * Registers a release. Releases are immutable: registering the same version again with the same entry and area
 * is a no-op (a deploy script may retry, or the server found the folder at start first), with anything else a 400.
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
  const hasFolder = existsSync(path.join(folder, 'mf-manifest.json'));
  if (!input.entry_url && !hasFolder) {
    throw invalidField('entry_url', ERROR_CODES.required, `is required: ${remote}/${version}/ has no mf-manifest.json`);
  }
  const entry = input.entry_url ?? releaseEntryUrl(remote, version);
  const area = input.area === undefined ? areaFile(folder, remote) : checkedArea(input.area, remote);
  const areaJson = area ? JSON.stringify(area) : null;
  const store = remoteStore(ctx.db);
  const existing = await store.release(remote, version);
  if (existing) {
    if (existing.entry_url !== entry || existing.area_json !== areaJson) {
      throw invalidField('version', ERROR_CODES.releaseExists, `${remote} ${version} is already registered`);
    }
    return { release: releaseView(existing), created: false };
  }
  const row: ReleaseRow = { remote, version, entry_url: entry, area_json: areaJson, created_at: nowIso() };
  await store.insertRelease(row);
  return { release: releaseView(row), created: true };
}

interface FolderRelease {
  version: string;
  /** When the build wrote it: the newest local build is the one `npm start` should serve. */
  builtMs: number;
}

/** The release folders of one remote on disk (`<releasesDir>/<remote>/<version>/mf-manifest.json`). */
function releaseFolders(ctx: AppContext, remote: RemoteName): FolderRelease[] {
  const root = path.join(ctx.config.releasesDir, remote);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_VERSION_PATTERN.test(entry.name))
    .flatMap((entry) => {
      const manifest = path.join(root, entry.name, 'mf-manifest.json');
      return existsSync(manifest) ? [{ version: entry.name, builtMs: statSync(manifest).mtimeMs }] : [];
    });
}

/**
 * The platform default follows the newest local build while nobody chose a real release: after a rebuild,
 * `npm start` serves the new build. A default an admin set to a real release stays.
 */
async function followLocalBuild(ctx: AppContext, remote: RemoteName, newest: string, log: FastifyBaseLogger) {
  const store = remoteStore(ctx.db);
  const current = await store.rolloutOf(null, remote);
  if (current && (!isLocalBuild(current.version) || current.version === newest)) return;
  await store.saveRollout(null, remote, {
    version: newest,
    canary_version: null,
    canary_percent: 0,
    previous_version: current?.version ?? null,
    updated_at: nowIso(),
  });
  log.info(`remote ${remote}: platform default is now the local build ${newest}`);
}

/** At start: registers every release folder the database does not know, then applies the local-build rule. */
export async function registerReleaseFolders(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  for (const remote of REMOTE_NAMES) {
    const folders = releaseFolders(ctx, remote);
    const known = new Set((await remoteStore(ctx.db).releasesOf(remote)).map((r) => r.version));
    for (const folder of folders.filter((f) => !known.has(f.version))) {
      try {
        await registerRelease(ctx, { remote, version: folder.version });
        known.add(folder.version);
        log.info(`remote ${remote}: registered release ${folder.version}`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        log.warn(`remote ${remote}: release folder ${folder.version} not registered: ${error.message}`);
      }
    }
    const newestLocal = folders
      .filter((f) => isLocalBuild(f.version) && known.has(f.version))
      .sort((a, b) => b.builtMs - a.builtMs || b.version.localeCompare(a.version))[0];
    if (newestLocal) await followLocalBuild(ctx, remote, newestLocal.version, log);
  }
}
