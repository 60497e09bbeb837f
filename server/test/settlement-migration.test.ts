import { settlementSchema } from '../src/shared/db/migrations/024-settlement';
import { buildTestApp, type TestApp } from './helpers';

/* Migration 024 goes down and up again, on SQLite and PostgreSQL alike. */
const TABLES = [
  'payment_terms',
  'payout_minimums',
  'payout_runs',
  'publisher_invoices',
  'invoice_counters',
  'settlement_adjustments',
  'invoice_lines',
  'invoice_conversions',
];

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
});
afterAll(() => test.close());

const settlementTables = async () =>
  (await test.app.ctx.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => TABLES.includes(name))
    .sort();

it('drops its tables going down and makes them again going up', async () => {
  const { db, dialect } = test.app.ctx;
  expect(await settlementTables()).toEqual([...TABLES].sort());
  await settlementSchema(dialect).down?.(db as never);
  expect(await settlementTables()).toEqual([]);
  await settlementSchema(dialect).up(db as never);
  expect(await settlementTables()).toEqual([...TABLES].sort());
});
