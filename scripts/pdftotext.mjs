// poppler's pdftotext, which the invoice PDF tests read documents back with: found, else installed with apt-get
// as root, else `npm test` stops here saying how to get it (a PDF test must not pass by skipping).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const present = () => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export function pdftotextForTests() {
  if (present()) return;
  if (process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.info('  No pdftotext on this machine: installing poppler-utils for the invoice PDF tests.');
    const loud = { stdio: ['ignore', 'inherit', 'inherit'], timeout: 10 * 60 * 1000 };
    try {
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], loud);
    } catch {
      execFileSync('apt-get', ['update'], loud);
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], loud);
    }
    if (present()) return;
  }
  throw new Error('pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils), then run again.');
}
