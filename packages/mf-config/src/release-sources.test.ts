/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtFrom, sourcesHash, writeSourcesFile } from './release-sources';

let repo: string;
beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'affnet-release-sources-'));
  const files = {
    'mfe-offers/src/index.ts': 'import("./bootstrap")',
    'mfe-offers/package.json': '{"version":"1.0.0"}',
    'mfe-offers/dist/main.js': 'built',
    'packages/core/src/index.ts': 'export const CORE = 1;',
    'packages/core/node_modules/x/index.js': 'installed',
    'pnpm-lock.yaml': 'lockfileVersion: 9.0',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

const hash = () => sourcesHash(repo, path.join(repo, 'mfe-offers'));

describe('sourcesHash', () => {
  it("changes with the remote's sources, the packages it bundles and the lockfile", () => {
    const first = hash();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    for (const [file, text] of [
      ['mfe-offers/src/index.ts', 'import("./other")'],
      ['packages/core/src/index.ts', 'export const CORE = 2;'],
      ['pnpm-lock.yaml', 'lockfileVersion: 9.1'],
    ] as const) {
      const before = hash();
      writeFileSync(path.join(repo, file), text);
      expect(hash()).not.toBe(before);
    }
  });

  it('ignores what a build or an install writes, and the folder the sources are in', () => {
    const first = hash();
    writeFileSync(path.join(repo, 'mfe-offers/dist/main.js'), 'rebuilt');
    writeFileSync(path.join(repo, 'packages/core/node_modules/x/index.js'), 'reinstalled');
    expect(hash()).toBe(first);
    cpSync(path.join(repo, 'mfe-offers'), path.join(repo, '.release-work/copy/mfe-offers'), { recursive: true });
    expect(sourcesHash(repo, path.join(repo, '.release-work/copy/mfe-offers'))).toBe(first);
  });
});

it('a release folder says which sources it was built from; one without the file says none', () => {
  const folder = path.join(repo, 'releases/mfe_offers/1.0.0');
  mkdirSync(folder, { recursive: true });
  expect(builtFrom(folder)).toBeNull();
  writeSourcesFile(folder, 'a'.repeat(64));
  expect(builtFrom(folder)).toBe('a'.repeat(64));
});
