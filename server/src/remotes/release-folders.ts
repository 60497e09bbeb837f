import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN, REMOTE_NAMES, type RemoteName } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { AppError } from '../shared/errors';
import { isLocalBuild, registerRelease } from './releases';
import { recordServed } from './rollout-history';
import { remoteStore } from './store';

interface FolderRelease {
  version: string;
  /** When the build wrote it: on a first start, the newest local build is the one `npm start` serves. */
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

/** A remote's first platform default, on a database that knew nothing of it: logged, no network had anything. */
async function firstDefault(ctx: AppContext, remote: RemoteName, version: string, log: FastifyBaseLogger) {
  const at = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await remoteStore(trx).saveRollout(null, remote, {
      version,
      canary_version: null,
      canary_percent: 0,
      previous_version: null,
      updated_at: at,
    });
    await recordServed(trx, remote, null, [{ version, served_from: at }]);
  });
  log.info(`remote ${remote}: first start, the platform default is the local build ${version}`);
}

/**
 * At start: registers every release folder the database does not know. Registering moves nobody: a restart after a
 * build never changes what a network or the platform default gets (that takes an explicit, audited act: the Remotes
 * page, the API, `make_default` on registration). The one exception is a first start: a remote the database knows
 * no release of and has no default for gets its newest local build as the default, so that `npm start` on an empty
 * database serves the builds.
 */
export async function registerReleaseFolders(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const store = remoteStore(ctx.db);
  for (const remote of REMOTE_NAMES) {
    const folders = releaseFolders(ctx, remote);
    const knownBefore = new Set((await store.releasesOf(remote)).map((r) => r.version));
    const known = new Set(knownBefore);
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
    if (!newestLocal) continue;
    const current = await store.rolloutOf(null, remote);
    if (!current && knownBefore.size === 0) {
      await firstDefault(ctx, remote, newestLocal.version, log);
    } else if (!knownBefore.has(newestLocal.version) && current?.version !== newestLocal.version) {
      log.info(
        `remote ${remote}: local build ${newestLocal.version} registered; the platform default stays ` +
          `${current?.version ?? 'the configured address'} (change it on the Remotes page)`,
      );
    }
  }
}
