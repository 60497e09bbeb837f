import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_VERSION } from './index';

describe('the shared core version', () => {
  it('is the package version the federation share provides, so the mismatch check compares the right numbers', () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(CORE_VERSION).toBe(manifest.version);
  });
});
