/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The module the scripts load before any dependency is installed: plain CommonJS, required as they require it.
const { PNPM_VERSION, dependenciesStale, pnpmCommand } = require('../pnpm-command.cjs') as {
  PNPM_VERSION: string;
  dependenciesStale: (root: string) => boolean;
  pnpmCommand: (env?: NodeJS.ProcessEnv) => string[];
};

const ROOT = path.resolve(__dirname, '../../..');
let scratch: string;

/**
 * A PATH of one folder holding node, npm, npx and a shell (npm runs scripts through sh): a machine with only Node and
 * npm. On this machine pnpm sits beside node in /usr/bin, so the real folders cannot stand in for it.
 */
function pathWithNodeAndNpm(tools: Record<string, string> = {}): string {
  const bin = path.join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  for (const tool of ['node', 'npm', 'npx', 'sh']) {
    const found = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
    symlinkSync(found, path.join(bin, tool));
  }
  for (const [tool, script] of Object.entries(tools)) {
    writeFileSync(path.join(bin, tool), `#!/bin/sh\n${script}\n`);
    chmodSync(path.join(bin, tool), 0o755);
  }
  return bin;
}

beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'affnet-pnpm-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('the pnpm the scripts run', () => {
  it('is fetched through npx on a machine with Node and npm but no pnpm', () => {
    expect(pnpmCommand({ PATH: pathWithNodeAndNpm() })).toEqual(['npx', '--yes', `pnpm@${PNPM_VERSION}`]);
  });

  it('is the one on PATH when it is a pnpm 10, else through npx', () => {
    expect(pnpmCommand({ PATH: pathWithNodeAndNpm({ pnpm: 'echo 10.2.0' }) })).toEqual(['pnpm']);
    rmSync(path.join(scratch, 'bin'), { recursive: true });
    expect(pnpmCommand({ PATH: pathWithNodeAndNpm({ pnpm: 'echo 9.15.0' }) })[0]).toBe('npx');
  });
});

describe('dependenciesStale', () => {
  const at = (file: string, iso: string) => utimesSync(file, new Date(iso), new Date(iso));

  it('is true before any install and when the lockfile changed since, false after an install', () => {
    const lockfile = path.join(scratch, 'pnpm-lock.yaml');
    writeFileSync(lockfile, 'lockfileVersion: 9.0');
    expect(dependenciesStale(scratch)).toBe(true);
    const installed = path.join(scratch, 'node_modules/.modules.yaml');
    mkdirSync(path.dirname(installed));
    writeFileSync(installed, 'layoutVersion: 5');
    at(lockfile, '2026-03-01T10:00:00Z');
    at(installed, '2026-03-01T10:05:00Z');
    expect(dependenciesStale(scratch)).toBe(false);
    at(lockfile, '2026-03-02T09:00:00Z');
    expect(dependenciesStale(scratch)).toBe(true);
  });
});

it('npm run release starts on a machine whose PATH has node and npm but no pnpm', () => {
  let output = '';
  try {
    execFileSync('npm', ['run', '--silent', 'release', '--', '--version', '1.0.0'], {
      cwd: ROOT,
      env: { ...process.env, PATH: pathWithNodeAndNpm() },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    output = String((error as { stderr?: string }).stderr);
  }
  // It ran the command (which refuses a call naming no remote), not "pnpm: command not found".
  expect(output).toContain('Name one remote\nusage: npm run release -- <remote>');
});

it('npm run release on a fresh checkout installs the dependencies first, with pnpm through npx', () => {
  // A checkout without node_modules, on a PATH without pnpm whose npx only writes down how it was called.
  const checkout = path.join(scratch, 'checkout');
  for (const file of ['scripts/release.mjs', 'packages/mf-config/pnpm-command.cjs', 'pnpm-lock.yaml']) {
    mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    writeFileSync(path.join(checkout, file), readFileSync(path.join(ROOT, file)));
  }
  const calls = path.join(scratch, 'npx-calls');
  const bin = pathWithNodeAndNpm();
  rmSync(path.join(bin, 'npx'));
  writeFileSync(path.join(bin, 'npx'), `#!/bin/sh\necho "$PWD $@" >> ${calls}\n`);
  chmodSync(path.join(bin, 'npx'), 0o755);
  try {
    execFileSync('node', [path.join(checkout, 'scripts/release.mjs'), 'mfe-offers'], {
      env: { PATH: bin },
      stdio: 'pipe',
    });
  } catch {
    // The fake install installed nothing: the command stops there.
  }
  expect(readFileSync(calls, 'utf8')).toBe(
    `${checkout} --yes pnpm@${PNPM_VERSION} install --frozen-lockfile --reporter=append-only\n`,
  );
});
