// Writes packages/contracts/openapi.json: the OpenAPI document the server serves at GET /api/docs, built from the
// routes' schemas. The web tests' fake server (@affnet/testing) holds pages and fixtures to it, and
// server/test/openapi-file.test.ts fails while the committed copy differs from what the server serves.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { REPO_ROOT } from '../src/repo-root';
import { loadConfig } from '../src/shared/config';

export const OPENAPI_FILE = path.join(REPO_ROOT, 'packages', 'contracts', 'openapi.json');

/** The document as the file holds it: two-space JSON, one newline at the end. */
export const openApiFileText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

async function main() {
  // The document depends on the routes only: an empty SQLite database in a folder of its own is enough.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'openapi-document-only', WEB_DIST: path.join(dir, 'web') });
    const app = await buildApp({ config });
    await app.ready();
    writeFileSync(OPENAPI_FILE, openApiFileText(app.swagger()));
    await app.close();
    console.info(`${path.relative(REPO_ROOT, OPENAPI_FILE)}: written from the routes' schemas`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) void main();
