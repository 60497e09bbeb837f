import { acmeBulkTarget, exportsClient, insertConversions } from './exports-helpers';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';

/** More conversions than the synchronous CSV used to hold (it stopped at 100,000 rows without a word). */
const ROWS = 100_050;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_CLICKS: '0' });
  const { networkId, offerId, publisherId } = await acmeBulkTarget(t.app);
  await insertConversions(t.app, networkId, offerId, publisherId, ROWS);
}, 120_000);
afterAll(() => t.close());

it(`conversions.csv holds every conversion, ${ROWS.toLocaleString('en')} of them, streamed`, async () => {
  const owner = exportsClient(t.app, (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token as string);
  const response = await owner.get('/api/statistics/conversions.csv?from=2026-01-01&to=2026-01-31');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const lines = response.body.split('\r\n').filter(Boolean);
  expect(lines.length).toBe(ROWS + 1);
  expect(new Set(lines.slice(1)).size).toBe(ROWS);
}, 120_000);
