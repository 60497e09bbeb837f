import { Lease, leaseIsFree } from '../src/shared/jobs/lease';
import { buildTestApp, type TestApp } from './helpers';
import { TEST_NOW } from './instants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: 'false', MAIL_WORKER: 'off', POSTBACK_WORKER: 'off' });
});
afterAll(() => t.close());
beforeEach(() => t.app.ctx.db.deleteFrom('mail_outbox').execute());

const AT = new Date(TEST_NOW);
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000).toISOString();

/** A row of a real job table, its lease in `locked_until`. */
const queued = (subject: string, lockedUntil: string | null) =>
  t.app.ctx.db
    .insertInto('mail_outbox')
    .values({
      to_address: 'ana@example.com',
      subject,
      body: '',
      state: 'queued',
      attempts: 0,
      next_at: TEST_NOW,
      locked_until: lockedUntil,
      created_at: TEST_NOW,
    })
    .execute();

/** The conditional update every worker claims with: it changes the row only while its lease is free. */
const claim = async (lease: Lease) => {
  const now = lease.now().toISOString();
  const result = await t.app.ctx.db
    .updateTable('mail_outbox')
    .set({ locked_until: lease.until() })
    .where(leaseIsFree('locked_until', now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

describe('a lease on job rows', () => {
  it('is free when never taken or run out, held until its end', async () => {
    await queued('never taken', null);
    await queued('ran out', minutes(-1));
    await queued('held', minutes(1));
    const free = await t.app.ctx.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where(leaseIsFree('locked_until', AT.toISOString()))
      .orderBy('subject')
      .execute();
    expect(free.map((row) => row.subject)).toEqual(['never taken', 'ran out']);
  });

  it('ends its length after the instant it is taken at, read from the clock it is given', () => {
    expect(new Lease('node-a', 60_000, () => AT).until()).toBe(minutes(1));
  });

  it('is taken by one of several claims at the same instant; once run out, by another', async () => {
    await queued('one job', null);
    const leases = ['node-a', 'node-b', 'node-c', 'node-d'].map((node) => new Lease(node, 60_000, () => AT));
    const claimed = await Promise.all(leases.map(claim));
    expect(claimed.sort()).toEqual([0, 0, 0, 1]);
    expect(await claim(new Lease('node-e', 60_000, () => new Date(AT.getTime() + 30_000)))).toBe(0);
    expect(await claim(new Lease('node-e', 60_000, () => new Date(AT.getTime() + 61_000)))).toBe(1);
  });
});
