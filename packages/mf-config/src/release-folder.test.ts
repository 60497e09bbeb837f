/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentHash, publishFolder, releaseFolder, releasesDir } from './release-folder';

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'affnet-release-folder-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

function buildOutput(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('releasesDir', () => {
  it('is RELEASES_DIR (relative to the repository or absolute), else releases/', () => {
    expect(releasesDir('/repo', {})).toBe('/repo/releases');
    expect(releasesDir('/repo', { RELEASES_DIR: 'tmp/r' })).toBe('/repo/tmp/r');
    expect(releasesDir('/repo', { RELEASES_DIR: '/srv/releases' })).toBe('/srv/releases');
    expect(releaseFolder('/srv/releases', 'mfe_offers', '1.0.0')).toBe('/srv/releases/mfe_offers/1.0.0');
  });
});

describe('contentHash', () => {
  it('is the same for the same files, whatever their times, and changes with a name or a byte', () => {
    const files = { 'remoteEntry.js': 'entry', 'chunks/1.js': 'one' };
    const first = buildOutput('a', files);
    const second = buildOutput('b', files);
    utimesSync(path.join(second, 'remoteEntry.js'), new Date(0), new Date(0));
    expect(contentHash(first)).toBe(contentHash(second));
    expect(contentHash(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash(buildOutput('c', { ...files, 'chunks/1.js': 'One' }))).not.toBe(contentHash(first));
    expect(contentHash(buildOutput('d', { 'remoteEntry.js': 'entry', 'chunks/2.js': 'one' }))).not.toBe(
      contentHash(first),
    );
  });
});

describe('publishFolder', () => {
  it('copies a build into a new release folder and never changes an existing one', () => {
    const target = path.join(scratch, 'releases/mfe_offers/1.0.0-local.0a1b2c3d');
    expect(publishFolder(buildOutput('first', { 'remoteEntry.js': 'first' }), target)).toBe(true);
    expect(publishFolder(buildOutput('second', { 'remoteEntry.js': 'second' }), target)).toBe(false);
    expect(readFileSync(path.join(target, 'remoteEntry.js'), 'utf8')).toBe('first');
    expect(readdirSync(path.dirname(target))).toEqual(['1.0.0-local.0a1b2c3d']);
    expect(existsSync(path.join(target, 'remoteEntry.js'))).toBe(true);
  });
});
