// Keeps the built product of today as "the previous release" for the compatibility test: the release of every remote
// and the built host, copied to e2e/fixtures/previous/<name>/ (federation names: host_shell, mfe_offers, ...).
//
//   node scripts/compat-fixture.mjs              after `npm run build` (or `npm run release -- <remote>`)
//   node scripts/compat-fixture.mjs --newer-core the offers remote built against @affnet/core raised by 6 minors
//
// A remote's source is its newest release folder (releases/<remote>/<version>/, or $RELEASES_DIR), else its dist/.
// Pre-compressed copies (.br, .gz) are left out: the test server compresses nothing it is not given, and they double
// the size. previous/index.json says where each app came from and its version.
//
// --newer-core writes e2e/fixtures/newer-core/mfe_offers/ instead: a build of today's offers remote from a temporary
// copy whose @affnet/core says it is 6 minors newer (packages/mf-config/src/newer-core-copy.ts), what a team working on
// a newer core would release; a host of today must refuse it. Run it again whenever packages/core's version passes it.

import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = path.join(root, 'e2e', 'fixtures', 'previous');
const releasesDir = process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(root, 'releases');
const SKIPPED = /\.(br|gz)$/;

/** The remotes: every mfe-* folder of the workspace, by federation name (mfe-offers → mfe_offers). */
function remoteFolders() {
  return readdirSync(root)
    .filter((folder) => folder.startsWith('mfe-') && existsSync(path.join(root, folder, 'package.json')))
    .map((folder) => ({ name: folder.replaceAll('-', '_'), folder }));
}

/** The newest release folder of a remote (by the time it was written: releases are immutable), or null. */
function newestRelease(name) {
  const dir = path.join(releasesDir, name);
  if (!existsSync(dir)) return null;
  const versions = readdirSync(dir)
    .map((version) => ({ version, full: path.join(dir, version) }))
    .filter(({ full }) => existsSync(path.join(full, 'mf-manifest.json')))
    .sort((a, b) => statSync(b.full).mtimeMs - statSync(a.full).mtimeMs);
  return versions[0] ?? null;
}

function packageVersion(folder) {
  return JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).version;
}

function builtDist(folder) {
  const dist = path.join(root, folder, 'dist');
  if (!existsSync(path.join(dist, 'main.js'))) {
    throw new Error(`${folder}/dist has no build: run \`pnpm build\` first`);
  }
  return { version: packageVersion(folder), full: dist };
}

/** Copies one app without its pre-compressed files; returns its file count and bytes. */
function copyApp(from, to) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true, filter: (source) => !SKIPPED.test(source) });
  return measure(to);
}

function measure(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = measure(full);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Builds the offers remote against a newer core into e2e/fixtures/newer-core/ (see the top of this file). */
async function newerCoreFixture() {
  const require = createRequire(import.meta.url);
  require('tsx/cjs/api').register();
  const { remoteOnNewerCore } = require('../packages/mf-config/src/newer-core-copy.ts');
  const { buildConfigs, loadConfigs } = require('../packages/mf-config/src/build.ts');
  const fixture = path.join(root, 'e2e', 'fixtures', 'newer-core');
  const { remote, coreVersion } = remoteOnNewerCore(root, 'mfe-offers', 6);
  try {
    process.env.NODE_ENV = 'production';
    await buildConfigs(loadConfigs(remote));
    rmSync(fixture, { recursive: true, force: true });
    const { files, bytes } = copyApp(path.join(remote, 'dist'), path.join(fixture, 'mfe_offers'));
    const version = `${packageVersion('mfe-offers')}-core.${coreVersion}`;
    const index = { mfe_offers: { version, core: coreVersion, files, bytes } };
    writeFileSync(path.join(fixture, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    console.info(`mfe_offers ${version} (built against @affnet/core ${coreVersion}): ${files} files ${kb(bytes)}`);
  } finally {
    rmSync(path.dirname(remote), { recursive: true, force: true });
  }
}

if (process.argv.includes('--newer-core')) {
  await newerCoreFixture();
  process.exit(0);
}

const apps = [{ name: 'host_shell', folder: 'host-shell', isHost: true }, ...remoteFolders()];

rmSync(target, { recursive: true, force: true });
const index = {};
for (const { name, folder, isHost } of apps) {
  const source = (!isHost && newestRelease(name)) || builtDist(folder);
  const { files, bytes } = copyApp(source.full, path.join(target, name));
  index[name] = { version: source.version, from: path.relative(root, source.full), files, bytes };
  console.info(`${name.padEnd(18)} ${source.version.padEnd(24)} ${String(files).padStart(4)} files ${kb(bytes)}`);
}
writeFileSync(path.join(target, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
const total = measure(target);
console.info(`${path.relative(root, target)}: ${total.files} files, ${kb(total.bytes)}`);
