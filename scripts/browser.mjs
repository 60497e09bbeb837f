// The Chromium that `npm test` drives: found where it already is, else installed, and only then given up on.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;

/** Playwright's own Chromium for this checkout's Playwright version (where `playwright install` puts it). */
function playwrightChromium(root) {
  try {
    const require = createRequire(path.join(root, 'package.json'));
    const file = require('@playwright/test').chromium.executablePath();
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

function attempt(tried, what, action) {
  try {
    action();
    tried.push(`${what}: done`);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    tried.push(`${what}: failed (${reason})`);
    return false;
  }
}

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/**
 * CHROMIUM_PATH; else Debian's /usr/bin/chromium; else a Chromium that Playwright already has; else
 * `playwright install chromium`; else, as root where apt-get exists, Debian's package. Returns the binary,
 * or throws saying what was tried and what to do.
 */
export function chromiumForTests(root) {
  const named = process.env.CHROMIUM_PATH;
  if (named) {
    if (existsSync(named)) return named;
    throw new Error(`CHROMIUM_PATH names ${named}, which does not exist. Point it at a Chromium binary, or unset it.`);
  }
  const found = () => (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : playwrightChromium(root));
  if (found()) return found();

  const tried = [`${DEBIAN_CHROMIUM}: not there`, "Playwright's own Chromium: not installed"];
  const quiet = { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], timeout: INSTALL_TIMEOUT_MS };
  console.info('  No Chromium on this machine: installing one for the browser tests.');
  const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  if (
    attempt(tried, 'playwright install chromium', () =>
      execFileSync(process.execPath, [cli, 'install', 'chromium'], quiet),
    )
  ) {
    if (found()) return found();
  }
  if (canInstallWithApt()) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (...args) => execFileSync('apt-get', args, { ...quiet, env });
    if (
      attempt(tried, 'apt-get install -y chromium', () => {
        // Another run on this machine may hold dpkg's lock while it installs the same package: wait for it.
        apt('-o', 'DPkg::Lock::Timeout=600', 'update', '-qq');
        apt('-o', 'DPkg::Lock::Timeout=600', 'install', '-y', '-qq', 'chromium');
      })
    ) {
      if (found()) return found();
    }
  } else {
    tried.push('apt-get install chromium: not tried (needs root and apt-get)');
  }
  throw new Error(
    `The browser tests need Chromium and none could be found or installed. Tried:\n${tried.map((t) => `  - ${t}`).join('\n')}\n` +
      'Install Chromium (Debian/Ubuntu: `apt-get install -y chromium`; elsewhere: `npx playwright install chromium`), ' +
      'or set CHROMIUM_PATH to a Chromium binary, then run `npm test` again.',
  );
}
