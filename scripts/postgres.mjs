// The PostgreSQL server that `npm test` runs the server suites on: a private cluster in a temp folder, started from
// the binaries already on the machine, else from Debian's `postgresql` package installed the way Chromium is.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;
/** The server runs as this user when we are root: PostgreSQL refuses to run as root. */
const SERVICE_USER = 'postgres';

/** The bin folder of the newest PostgreSQL under /usr/lib/postgresql, or PG_BIN, or null. */
function findBinaries() {
  const named = process.env.PG_BIN;
  if (named) {
    if (existsSync(path.join(named, 'initdb'))) return named;
    throw new Error(`PG_BIN names ${named}, which has no initdb. Point it at PostgreSQL's bin folder, or unset it.`);
  }
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

function isRoot() {
  return process.getuid?.() === 0;
}

function installWithApt() {
  if (!(process.platform === 'linux' && isRoot() && existsSync('/usr/bin/apt-get'))) {
    throw new Error(
      'PostgreSQL is not installed and this is not a Debian machine run as root. Install PostgreSQL 15 ' +
        '(its initdb and postgres), or set PG_BIN to its bin folder, or TEST_POSTGRES_URL to a server to use.',
    );
  }
  console.info("  No PostgreSQL on this machine: installing Debian's postgresql for the server tests.");
  const quiet = { stdio: ['ignore', 'inherit', 'inherit'], timeout: INSTALL_TIMEOUT_MS };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { ...quiet, env });
  } catch {
    execFileSync('apt-get', ['update'], { ...quiet, env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { ...quiet, env });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the service user when we are root. */
function runAs(binary, args) {
  const command = isRoot() ? ['runuser', '-u', SERVICE_USER, '--', binary, ...args] : [binary, ...args];
  const result = spawnSync(command[0], command.slice(1), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${path.basename(binary)} failed: ${(result.stderr || result.stdout || '').trim()}`);
  }
}

/**
 * Starts a private PostgreSQL cluster (initdb in a temp folder, trust auth, loopback only, durability off since it
 * holds only test data) and returns `{ url, stop() }`. TEST_POSTGRES_URL, when set, is used instead.
 */
export async function postgresForTests() {
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL, stop() {} };
  let bin = findBinaries();
  if (!bin) {
    installWithApt();
    bin = findBinaries();
    if (!bin) throw new Error(`apt-get installed postgresql, but no initdb is under ${DEBIAN_ROOT}.`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-postgres-'));
  chmodSync(dir, 0o777);
  if (isRoot()) execFileSync('chown', [`${SERVICE_USER}:`, dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAs(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-o', settings, '-w', 'start']);
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
