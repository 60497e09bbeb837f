import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PayoutRun } from '@affnet/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from './helpers';
import { payloadOf, settlementClient } from './settlement-helpers';
import { testDatabase } from './test-database';

/*
 * Two API nodes over one database (one SQLite file; the PostgreSQL pass: one database), each its own connection:
 * approvals and starts of one run sent together to both give one set of invoices, numbered without gaps.
 */
jest.setTimeout(90_000);

const PUBLISHERS = 5;
const CURRENCIES = ['EUR', 'USD'];

let dir: string;
let nodes: TestApp[];
const drop: Array<() => Promise<void>> = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-settlement-nodes-'));
  drop.push((await testDatabase(dir)).drop);
  // One after the other: the first migrates and seeds, the second finds it done.
  const first = await buildTestApp({ DEMO_CLICKS: '0' }, dir);
  nodes = [first, await buildTestApp({ DEMO_CLICKS: '0' }, dir)];
});

afterAll(async () => {
  for (const node of nodes ?? []) await node.close();
  await Promise.all(drop.map((run) => run()));
  rmSync(dir, { recursive: true, force: true });
});

const node = (i: number) => nodes[i % 2] as TestApp;

/** The same call `count` times at once, alternating between the two nodes. */
function together(
  count: number,
  send: (client: ReturnType<typeof settlementClient>) => Promise<LightMyRequestResponse>,
) {
  return Promise.all(Array.from({ length: count }, (_, i) => send(settlementClient(node(i).app))));
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();

it('20 approvals of one run at once on two nodes give one set of invoices, numbered 1…n', async () => {
  const client = settlementClient(node(0).app);
  const owner = await client.owner();
  const db = node(0).app.ctx.db;
  const acme = await client.acmeId();
  const offer = (await db.selectFrom('offers').select('id').where('network_id', '=', acme).executeTakeFirstOrThrow())
    .id;
  for (let p = 0; p < PUBLISHERS; p++) {
    const publisher = await client.addPublisher(`nodes${p}@acme.test`, `Node Publisher ${p}`);
    for (const currency of CURRENCIES)
      await client.addConversion(publisher, offer, '2026-01-15T10', 1000 + p, currency);
  }
  const started = await client.call(owner, 'POST', '/api/network/payout-runs', {
    from: '2026-01-01',
    to: '2026-01-31',
  });
  const run = payloadOf<PayoutRun>(started);
  expect(run.invoices).toHaveLength(PUBLISHERS * CURRENCIES.length);

  const answers = await together(20, (c) => c.call(owner, 'POST', `/api/network/payout-runs/${run.id}/approve`));
  expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);

  const invoices = await db
    .selectFrom('publisher_invoices')
    .select(['number', 'status'])
    .where('network_id', '=', acme)
    .execute();
  expect(invoices.map((invoice) => Number(invoice.number)).sort((a, b) => a - b)).toEqual(
    Array.from({ length: PUBLISHERS * CURRENCIES.length }, (_, i) => i + 1),
  );
  expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(['approved']));
  const held = await db
    .selectFrom('invoice_conversions')
    .select('conversion_id')
    .where('network_id', '=', acme)
    .execute();
  expect(held).toHaveLength(PUBLISHERS * CURRENCIES.length);
});

it('10 starts of one period at once on two nodes give one run', async () => {
  const owner = await settlementClient(node(1).app).owner();
  const period = { from: '2025-10-01', to: '2025-10-31' };
  const answers = await together(10, (c) => c.call(owner, 'POST', '/api/network/payout-runs', period));
  expect(statuses(answers)).toEqual([200, ...Array(9).fill(409)]);
  const runs = await node(0)
    .app.ctx.db.selectFrom('payout_runs')
    .select('id')
    .where('period_from', '=', period.from)
    .where('period_to', '=', period.to)
    .execute();
  expect(runs).toHaveLength(1);
});

it('two runs whose days overlap, approved at once on two nodes, hold each conversion once', async () => {
  const client = settlementClient(node(0).app);
  const owner = await client.owner();
  const db = node(0).app.ctx.db;
  const acme = await client.acmeId();
  const offer = (await db.selectFrom('offers').select('id').where('network_id', '=', acme).executeTakeFirstOrThrow())
    .id;
  const publisher = await client.addPublisher('overlap@acme.test', 'Olive Overlap');
  const amounts = [300, 500, 700, 1100];
  for (const [i, amount] of amounts.entries())
    await client.addConversion(publisher, offer, `2025-0${i + 3}-10T10`, amount, 'EUR');
  const start = async (from: string, to: string) =>
    payloadOf<PayoutRun>(await client.call(owner, 'POST', '/api/network/payout-runs', { from, to }));
  const spring = await start('2025-03-01', '2025-05-31');
  const summer = await start('2025-04-01', '2025-06-30');

  const answers = await Promise.all(
    [spring, summer].map((run, i) =>
      settlementClient(node(i).app).call(owner, 'POST', `/api/network/payout-runs/${run.id}/approve`),
    ),
  );
  expect(statuses(answers)).toEqual([200, 200]);
  const invoices = answers
    .flatMap((answer) => payloadOf<PayoutRun>(answer).invoices)
    .filter((invoice) => invoice.publisher_id === publisher);
  expect(invoices.reduce((sum, invoice) => sum + invoice.total, 0)).toBe(amounts.reduce((a, b) => a + b, 0));
  const held = await db
    .selectFrom('invoice_conversions as ic')
    .innerJoin('conversions as c', 'c.id', 'ic.conversion_id')
    .select('c.id')
    .where('c.publisher_id', '=', publisher)
    .execute();
  expect(held).toHaveLength(amounts.length);
});
