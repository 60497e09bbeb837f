import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BillingRun } from '@affnet/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { billingClient, payloadOf } from './billing-helpers';
import { buildTestApp, type TestApp } from './helpers';
import { testDatabase } from './test-database';

/*
 * Two API nodes over one database (one SQLite file; the PostgreSQL pass: one database), each its own connection:
 * sendings and starts of one billing run sent together to both give one set of invoices, numbered without gaps and
 * apart from the publisher invoices' numbers.
 */
jest.setTimeout(90_000);

const ADVERTISERS = 5;
const CURRENCIES = ['EUR', 'USD'];

let dir: string;
let nodes: TestApp[];
const drop: Array<() => Promise<void>> = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-billing-nodes-'));
  drop.push((await testDatabase(dir)).drop);
  const first = await buildTestApp({ DEMO_CLICKS: '0' }, dir);
  nodes = [first, await buildTestApp({ DEMO_CLICKS: '0' }, dir)];
});

afterAll(async () => {
  for (const node of nodes ?? []) await node.close();
  await Promise.all(drop.map((run) => run()));
  rmSync(dir, { recursive: true, force: true });
});

const node = (i: number) => nodes[i % 2] as TestApp;
const together = (count: number, send: (client: ReturnType<typeof billingClient>) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(billingClient(node(i).app))));
const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();

it('20 sendings of one run at once on two nodes give one set of invoices, numbered 1…n', async () => {
  const client = billingClient(node(0).app);
  const owner = await client.owner();
  for (let a = 0; a < ADVERTISERS; a++) {
    const offer = await client.offerOf(await client.addAdvertiser(`adv${a}@acme.test`, `Node Advertiser ${a}`), a);
    for (const currency of CURRENCIES) await client.addSale(offer.id, '2026-02-15T10', 1000 + a, currency);
  }
  const started = await client.call(owner, 'POST', '/api/network/billing-runs', {
    from: '2026-02-01',
    to: '2026-02-28',
  });
  const run = payloadOf<BillingRun>(started);
  expect(run.invoices).toHaveLength(ADVERTISERS * CURRENCIES.length);

  const answers = await together(20, (c) => c.call(owner, 'POST', `/api/network/billing-runs/${run.id}/send`));
  expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
  const db = node(0).app.ctx.db;
  const invoices = await db
    .selectFrom('advertiser_invoices')
    .select(['number', 'status'])
    .where('network_id', '=', await client.acmeId())
    .execute();
  expect(invoices.map((invoice) => Number(invoice.number)).sort((a, b) => a - b)).toEqual(
    Array.from({ length: ADVERTISERS * CURRENCIES.length }, (_, i) => i + 1),
  );
  expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(['sent']));
  const held = await db.selectFrom('advertiser_invoice_conversions').select('conversion_id').execute();
  expect(held).toHaveLength(ADVERTISERS * CURRENCIES.length);
});

it('10 starts of one period at once on two nodes give one run', async () => {
  const owner = await billingClient(node(1).app).owner();
  const period = { from: '2025-10-01', to: '2025-10-31' };
  const answers = await together(10, (c) => c.call(owner, 'POST', '/api/network/billing-runs', period));
  expect(statuses(answers)).toEqual([200, ...Array(9).fill(409)]);
  const runs = await node(0)
    .app.ctx.db.selectFrom('billing_runs')
    .select('id')
    .where('period_from', '=', period.from)
    .execute();
  expect(runs).toHaveLength(1);
});
