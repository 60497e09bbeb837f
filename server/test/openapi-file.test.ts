/**
 * packages/contracts/openapi.json is the document GET /api/docs serves, committed for the web tests: their fake
 * server (@affnet/testing) checks every request a page sends and every answer a test gives against it. A schema
 * changed without refreshing the file would let those tests pass against the old contract, so this test fails first.
 */
import { readFileSync } from 'node:fs';
import { OPENAPI_FILE, openApiFileText } from '../scripts/openapi';
import { API_DOCUMENT_PATH } from '../src/shared/http/openapi';
import { ACME, buildTestApp, signIn } from './helpers';

type Document = { paths?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/** Where two documents differ: each operation, each other top-level part, by name. */
function differences(served: Document, committed: Document): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const parts = new Set([...Object.keys(served), ...Object.keys(committed)].filter((key) => key !== 'paths'));
  const found = [...parts].filter((part) => !same(served[part], committed[part]));
  const paths = new Set([...Object.keys(served.paths ?? {}), ...Object.keys(committed.paths ?? {})]);
  for (const path of paths) {
    const methods = new Set([
      ...Object.keys(served.paths?.[path] ?? {}),
      ...Object.keys(committed.paths?.[path] ?? {}),
    ]);
    for (const method of methods) {
      if (!same(served.paths?.[path]?.[method], committed.paths?.[path]?.[method])) found.push(`${method} ${path}`);
    }
  }
  return found;
}

it('is what GET /api/docs serves (run `pnpm --filter @affnet/server openapi` to refresh it)', async () => {
  const t = await buildTestApp();
  try {
    const { token } = await signIn(t.app, ACME, 'owner', 'owner@acme.test');
    const answer = await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH, headers: { authorization: token } });
    expect(answer.statusCode).toBe(200);
    const served = answer.json() as Document;
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    if (committed === openApiFileText(served)) return;
    const changed = differences(served, JSON.parse(committed) as Document);
    // A shared part (the failure envelope) changes every operation: the first few say where to look.
    const where = changed.length > 8 ? [...changed.slice(0, 8), `${changed.length - 8} more`] : changed;
    throw new Error(
      `packages/contracts/openapi.json differs from what the server serves (${where.join(', ') || 'its layout'}): ` +
        'run `pnpm --filter @affnet/server openapi` to refresh it',
    );
  } finally {
    await t.close();
  }
});
