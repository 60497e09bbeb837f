import { sql } from 'kysely';
import { isUniqueViolation } from '../src/shared/db/dialect';
import { goalPayoutsSchema } from '../src/shared/db/migrations/023-goal-payouts';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';

/** Migration 023 (issue 27) keys publishers' own payouts by goal too: every row of before is kept. */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
});
afterAll(() => t.close());

const stored = () =>
  t.app.ctx.db
    .selectFrom('publisher_payouts')
    .select(['offer_id', 'publisher_id', 'goal', 'payout'])
    .orderBy('offer_id')
    .orderBy('publisher_id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, offer_id: Number(row.offer_id), payout: Number(row.payout) })));

it('keeps every own payout, and the default goal stays one row per offer and publisher', async () => {
  const db = t.app.ctx.db;
  const offer = await db.selectFrom('offers').select('id').orderBy('id').executeTakeFirstOrThrow();
  const publisher = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'publisher@acme.test')
    .executeTakeFirstOrThrow();
  const url = `/api/offers/${offer.id}/publisher-payouts/${publisher.id}`;
  const put = (payout: number) =>
    t.app.inject({ method: 'PUT', url, headers: { host: ACME, authorization: owner }, payload: { payout } });
  expect((await put(1234)).statusCode).toBe(200);
  const before = await stored();
  expect(before).toHaveLength(1);

  const migration = goalPayoutsSchema(t.app.ctx.dialect);
  await migration.down?.(db as never);
  await migration.up(db as never);
  expect(await stored()).toEqual(before);

  // The default goal's null is one value of the key: saving again changes the row.
  expect((await put(1500)).statusCode).toBe(200);
  expect(await stored()).toEqual([{ ...before[0], payout: 1500 }]);
  const duplicate = sql`insert into publisher_payouts (network_id, offer_id, publisher_id, goal, payout, created_at, updated_at)
    select network_id, offer_id, publisher_id, goal, payout, created_at, updated_at from publisher_payouts`;
  // The driver's error comes from another realm than the test's: asked by its code, not as an Error instance.
  const refused = await duplicate.execute(db).then(
    () => null,
    (error: unknown) => error,
  );
  expect(isUniqueViolation(refused)).toBe(true);
});
