import { RELEASE_VERSION_PATTERN } from '@affnet/contracts';

/** The version of a release: the one asked for, else the remote's package.json version; a semver either way. */
export function chooseReleaseVersion(requested: string | undefined, packageVersion: string): string {
  const version = requested ?? packageVersion;
  if (!RELEASE_VERSION_PATTERN.test(version)) {
    const from = requested === undefined ? "the remote's package.json version" : '--version';
    throw new Error(`${from} "${version}" is not a release version (x.y.z or x.y.z-label, e.g. 1.4.0, 1.5.0-rc.1)`);
  }
  return version;
}

/**
 * The version under which `pnpm build` publishes a remote it built: the package version, marked local, and the
 * first 8 hex of the build's content hash, so the same build lands in the same (immutable) folder.
 */
export function localReleaseVersion(packageVersion: string, contentHash: string): string {
  if (!/^[0-9a-f]{8,}$/.test(contentHash)) throw new Error(`"${contentHash}" is not a hex content hash`);
  return chooseReleaseVersion(`${packageVersion}-local.${contentHash.slice(0, 8)}`, packageVersion);
}
