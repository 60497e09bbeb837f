import { advertiserBillingSchema, BILLING_TABLES } from '../src/shared/db/migrations/027-advertiser-billing';
import { buildTestApp, type TestApp } from './helpers';

/* Migration 027 goes down and up again, on SQLite and PostgreSQL alike. */
let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
});
afterAll(() => test.close());

const TABLES: string[] = [...BILLING_TABLES].sort();
const billingTables = async () =>
  (await test.app.ctx.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => TABLES.includes(name))
    .sort();

it('drops its tables going down and makes them again going up', async () => {
  const { db, dialect } = test.app.ctx;
  expect(await billingTables()).toEqual(TABLES);
  await advertiserBillingSchema(dialect).down?.(db as never);
  expect(await billingTables()).toEqual([]);
  await advertiserBillingSchema(dialect).up(db as never);
  expect(await billingTables()).toEqual(TABLES);
});
