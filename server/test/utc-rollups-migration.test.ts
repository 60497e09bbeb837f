import type { Report } from '@affnet/contracts';
import { utcRollupsSchema } from '../src/shared/db/migrations/013-utc-rollups';
import { rollupCurrenciesSchema } from '../src/shared/db/migrations/020-rollup-currencies';
import { ACME, body, buildTestApp, signIn, type TestApp } from './helpers';

/**
 * Migration 013 fills the quarter-hour rollups from the raw clicks and conversions: every report reads as before. So
 * does 020 (issue 27), which keys them by currency too: undone first, then done again after 013.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_CLICKS: '2000' });
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
});
afterAll(() => t.close());

async function reports() {
  const queries = [
    'preset=custom&from=2025-12-12&to=2026-03-11&group=day,offer',
    'preset=this_month&group=hour',
    'preset=last_month&group=publisher',
    'preset=custom&from=2025-12-01&to=2026-03-11&group=month',
  ];
  return Promise.all(
    queries.map(async (query) => {
      const response = await t.app.inject({
        url: `/api/statistics/report?${query}`,
        headers: { host: ACME, authorization: owner },
      });
      expect(response.statusCode).toBe(200);
      return body<Report>(response).payload;
    }),
  );
}

const quarters = () =>
  t.app.ctx.db
    .selectFrom('quarter_stats')
    .selectAll()
    .orderBy('network_id')
    .orderBy('utc_minute')
    .orderBy('offer_id')
    .orderBy('publisher_id')
    .orderBy('currency')
    .execute();

it('fills quarter_stats from the raw rows and drops the local-time rollups of 003', async () => {
  const before = await reports();
  const filled = await quarters();
  expect(filled.length).toBeGreaterThan(100);
  const migration = utcRollupsSchema(t.app.ctx.dialect);
  const currencies = rollupCurrenciesSchema(t.app.ctx.dialect);
  const db = t.app.ctx.db as never;
  await currencies.down?.(db);
  await migration.down?.(db);
  const tablesNow = async () => (await t.app.ctx.db.introspection.getTables()).map((table) => table.name);
  expect(await tablesNow()).toEqual(expect.arrayContaining(['daily_stats', 'hourly_stats']));
  expect(await tablesNow()).not.toContain('quarter_stats');

  await migration.up(db);
  expect(await tablesNow()).not.toEqual(expect.arrayContaining(['daily_stats']));
  await currencies.up(db);
  expect(await quarters()).toEqual(filled);
  expect(await reports()).toEqual(before);
});
