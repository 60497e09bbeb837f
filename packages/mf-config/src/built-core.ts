import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shared core an app is built against. */
export interface BuiltCore {
  /** Its package folder, as the app's folder resolves `@affnet/core` (the workspace's, or a copy's). */
  dir: string;
  /** Its package.json version: what the app provides and, as `^<version>`, what it requires of a host. */
  version: string;
}

/**
 * Reads the `@affnet/core` an app's folder resolves. The build takes both the core's code and its declared version
 * from here, so a remote never requires less of a host than the core it was compiled with.
 */
export function builtCore(appDir: string): BuiltCore {
  const manifestFile = require.resolve('@affnet/core/package.json', { paths: [appDir] });
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string' || !/^\d+\.\d+\.\d+/.test(manifest.version)) {
    throw new Error(`${manifestFile} has no semver version: the build cannot say which core its remotes need`);
  }
  return { dir: path.dirname(manifestFile), version: manifest.version };
}
