import type { Balances, PayoutRun, PublisherInvoice } from '@affnet/contracts';
import { buildTestApp, type TestApp } from './helpers';
import { linesTotal, payloadOf, settlementClient } from './settlement-helpers';

/*
 * What happens around a run: a balance under the minimum carries over to the next run, and a conversion an approved
 * invoice holds is locked: its later status change leaves that invoice as it was and is an adjustment on the next.
 * Each test has an app of its own with no demo traffic, and its own publishers and conversions.
 */
jest.setTimeout(60_000);

let test: TestApp;
let client: ReturnType<typeof settlementClient>;
let owner: string;
let offer: number;

beforeEach(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
  client = settlementClient(test.app);
  owner = await client.owner();
  const row = await test.app.ctx.db
    .selectFrom('offers')
    .select('id')
    .where('network_id', '=', await client.acmeId())
    .orderBy('id')
    .executeTakeFirstOrThrow();
  offer = row.id;
});
afterEach(() => test.close());

const run = async (from: string, to: string) => {
  const answer = await client.call(owner, 'POST', '/api/network/payout-runs', { from, to });
  expect(answer.statusCode).toBe(200);
  return payloadOf<PayoutRun>(answer);
};
const approve = async (id: number) => {
  const answer = await client.call(owner, 'POST', `/api/network/payout-runs/${id}/approve`);
  expect(answer.statusCode).toBe(200);
  return payloadOf<PayoutRun>(answer);
};
const balanceOf = async (publisherId: number, currency: string) => {
  const answer = await client.call(owner, 'GET', `/api/network/publishers/${publisherId}/balances`);
  return payloadOf<Balances>(answer).rows.find((row) => row.currency === currency);
};

it('gives no invoice under the minimum: the balance carries over and the next run takes it', async () => {
  const ann = await client.addPublisher('ann@acme.test', 'Ann Small');
  const bob = await client.addPublisher('bob@acme.test', 'Bob Big');
  await client.addConversion(ann, offer, '2026-01-10T10', 900, 'EUR');
  await client.addConversion(bob, offer, '2026-01-11T10', 5000, 'EUR');
  await client.addConversion(bob, offer, '2026-01-12T10', 700, 'USD');
  const minimum = await client.call(owner, 'PUT', '/api/network/payout-minimums', { currency: 'EUR', amount: 1000 });
  expect(minimum.statusCode).toBe(200);

  const january = await approve((await run('2026-01-01', '2026-01-31')).id);
  expect(january.invoices.map((invoice) => [invoice.publisher_name, invoice.currency, invoice.total])).toEqual([
    ['Bob Big', 'EUR', 5000],
    ['Bob Big', 'USD', 700],
  ]);
  expect(await balanceOf(ann, 'EUR')).toMatchObject({ earned: 900, invoiced: 0 });
  expect(await balanceOf(bob, 'EUR')).toMatchObject({ earned: 0, invoiced: 5000 });

  // February: 200 more for Ann, and January's 900 carried over.
  await client.addConversion(ann, offer, '2026-02-03T10', 200, 'EUR');
  const february = await approve((await run('2026-02-01', '2026-02-28')).id);
  expect(february.invoices.map((invoice) => [invoice.publisher_name, invoice.currency, invoice.total])).toEqual([
    ['Ann Small', 'EUR', 1100],
  ]);
  expect(february.invoices[0]?.number).toBe(3);
  expect(await balanceOf(ann, 'EUR')).toMatchObject({ earned: 0, invoiced: 1100 });
});

it('leaves an approved invoice as it was when a conversion it holds changes status; the next run adjusts', async () => {
  const cleo = await client.addPublisher('cleo@acme.test', 'Cleo Locked');
  const kept = await client.addConversion(cleo, offer, '2026-01-05T10', 1200, 'USD');
  const rejected = await client.addConversion(cleo, offer, '2026-01-06T10', 800, 'USD');
  const january = await approve((await run('2026-01-01', '2026-01-31')).id);
  const invoice = january.invoices[0] as PublisherInvoice;
  expect(invoice.total).toBe(2000);

  const status = await client.call(owner, 'POST', `/api/statistics/conversions/${rejected}/status`, {
    status: 'rejected',
  });
  expect(status.statusCode).toBe(200);
  const after = payloadOf<PublisherInvoice>(await client.call(owner, 'GET', `/api/network/invoices/${invoice.id}`));
  expect(after).toEqual(invoice);
  expect(await balanceOf(cleo, 'USD')).toMatchObject({ earned: -800, invoiced: 2000 });
  expect(kept).toBeGreaterThan(0);

  await client.addConversion(cleo, offer, '2026-02-02T10', 1000, 'USD');
  const february = await approve((await run('2026-02-01', '2026-02-28')).id);
  const next = february.invoices[0] as PublisherInvoice;
  expect(next.total).toBe(200);
  expect(linesTotal(next)).toBe(200);
  const adjustment = next.lines.find((line) => line.kind === 'adjustment');
  expect(adjustment?.amount).toBe(-800);
  expect(adjustment?.reason).toContain(`Conversion ${rejected}`);
  expect(await balanceOf(cleo, 'USD')).toMatchObject({ earned: 0, invoiced: 2200 });
});

it('marks invoices paid alone or in bulk, and exports the run for the bank with names guarded', async () => {
  const dee = await client.addPublisher('dee@acme.test', '=HYPERLINK("x")');
  await client.addConversion(dee, offer, '2026-01-05T10', 1234, 'USD');
  await client.addConversion(dee, offer, '2026-01-05T11', 5000, 'JPY');
  const january = await approve((await run('2026-01-01', '2026-01-31')).id);
  const [jpy, usd] = january.invoices as [PublisherInvoice, PublisherInvoice];

  const csv = await client.call(owner, 'GET', `/api/network/payout-runs/${january.id}/csv`);
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.trim().split('\r\n');
  expect(lines[0]).toContain('invoice_number,publisher_id,publisher');
  expect(lines).toContainEqual(expect.stringContaining(`"'=HYPERLINK(""x"")",`));
  expect(lines).toContainEqual(expect.stringContaining('USD,12.34,'));
  expect(lines).toContainEqual(expect.stringContaining('JPY,5000,'));

  const bad = await client.call(owner, 'POST', '/api/network/invoices/paid', {
    invoice_ids: [usd.id],
    paid_on: '2026-02-31',
    reference: 'X',
  });
  expect(bad.json()).toMatchObject({ err: 1, field: 'paid_on' });
  const one = await client.call(owner, 'POST', `/api/network/invoices/${usd.id}/paid`, {
    paid_on: '2026-02-05',
    reference: 'SEPA-1',
  });
  expect(payloadOf<PublisherInvoice>(one)).toMatchObject({ status: 'paid', paid_at: '2026-02-05' });
  // All or none: the paid one is refused, and the other stays approved.
  const both = await client.call(owner, 'POST', '/api/network/invoices/paid', {
    invoice_ids: [usd.id, jpy.id],
    paid_on: '2026-02-06',
    reference: 'SEPA-2',
  });
  expect(both.json()).toMatchObject({ err: 1, field: 'invoice_ids' });
  const rest = await client.call(owner, 'POST', '/api/network/invoices/paid', {
    invoice_ids: [jpy.id],
    paid_on: '2026-02-06',
    reference: 'SEPA-2',
  });
  expect(payloadOf<PublisherInvoice[]>(rest)[0]).toMatchObject({ status: 'paid', paid_reference: 'SEPA-2' });
  expect(await balanceOf(dee, 'USD')).toMatchObject({ invoiced: 0, paid: 1234 });
  expect(await balanceOf(dee, 'JPY')).toMatchObject({ invoiced: 0, paid: 5000 });
});
