import type { AdvertiserBalances, AdvertiserInvoice, BillingRun } from '@affnet/contracts';
import { startClockAt } from '../src/shared/clock';
import { billingClient, payloadOf } from './billing-helpers';
import { buildTestApp, type TestApp } from './helpers';
import { TEST_NOW } from './instants';

/*
 * The owner bills advertisers for last month (the clock is 2026-03-11): invoices whose lines add up, per advertiser
 * and currency, to the approved revenue of the month recomputed from conversions; sending numbers them, issues them
 * today and makes them due the network's net days later; overdue comes from the clock; a conversion a sent invoice
 * holds is locked and its later change is an adjustment on the next invoice.
 */
jest.setTimeout(60_000);

let test: TestApp;
let client: ReturnType<typeof billingClient>;
let owner: string;
let ada: number;
let ben: number;
let adaOffer: { id: number; name: string };
let benOffer: { id: number; name: string };

beforeEach(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
  client = billingClient(test.app);
  owner = await client.owner();
  ada = await client.userId('advertiser@acme.test');
  ben = await client.addAdvertiser('ben@acme.test', 'Ben Brands');
  adaOffer = await client.offerOf(ada, 0);
  benOffer = await client.offerOf(ben, 1);
});
afterEach(async () => {
  startClockAt(TEST_NOW);
  await test.close();
});

const start = async (from: string, to: string) => {
  const answer = await client.call(owner, 'POST', '/api/network/billing-runs', { from, to });
  expect(answer.statusCode).toBe(200);
  return payloadOf<BillingRun>(answer);
};
const send = async (id: number) => {
  const answer = await client.call(owner, 'POST', `/api/network/billing-runs/${id}/send`);
  expect(answer.statusCode).toBe(200);
  return payloadOf<BillingRun>(answer);
};
const balances = async () =>
  payloadOf<AdvertiserBalances>(await client.call(owner, 'GET', '/api/network/advertiser-balances'));
const linesTotal = (invoice: AdvertiserInvoice) => invoice.lines.reduce((sum, line) => sum + line.amount, 0);

/** The approved revenue of February per advertiser and currency, straight from the conversions. */
async function februaryRevenue() {
  const rows = await test.app.ctx.db
    .selectFrom('conversions as c')
    .innerJoin('offers as o', 'o.id', 'c.offer_id')
    .select(['o.advertiser_id', 'c.currency', 'c.revenue'])
    .where('c.status', '=', 'approved')
    .where('c.local_hour', '>=', '2026-02-01T00')
    .where('c.local_hour', '<=', '2026-02-28T23')
    .where('o.advertiser_id', 'is not', null)
    .execute();
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.advertiser_id}:${row.currency}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(row.revenue));
  }
  return sums;
}

it("makes last month's invoices whose lines add up to the approved revenue recomputed from conversions", async () => {
  await client.addSale(adaOffer.id, '2026-02-03T10', 1500, 'USD');
  await client.addSale(adaOffer.id, '2026-02-04T10', 2500, 'USD', { goal: 'deposit' });
  await client.addSale(adaOffer.id, '2026-02-05T10', 700, 'USD', { withheld: 1 });
  await client.addSale(adaOffer.id, '2026-02-06T10', 900, 'EUR');
  await client.addSale(adaOffer.id, '2026-02-07T10', 4000, 'USD', { status: 'pending' });
  await client.addSale(adaOffer.id, '2026-03-01T10', 5000, 'USD');
  await client.addSale(benOffer.id, '2026-02-28T23', 333, 'USD');

  const run = await start('2026-02-01', '2026-02-28');
  const expected = await februaryRevenue();
  expect(run.invoices).toHaveLength(expected.size);
  for (const invoice of run.invoices) {
    expect(invoice.total).toBe(expected.get(`${invoice.advertiser_id}:${invoice.currency}`));
    expect(linesTotal(invoice)).toBe(invoice.total);
    expect(invoice).toMatchObject({ status: 'draft', number: null, issued_on: null, due_on: null });
  }
  const adaUsd = run.invoices.find((i) => i.advertiser_id === ada && i.currency === 'USD') as AdvertiserInvoice;
  // Cutback withholds the publisher's payout, never the advertiser's revenue.
  expect(adaUsd.total).toBe(1500 + 2500 + 700);
  expect(adaUsd.lines.map((line) => [line.offer_name, line.goal, line.conversions, line.amount])).toEqual([
    [adaOffer.name, null, 2, 2200],
    [adaOffer.name, 'deposit', 1, 2500],
  ]);
  expect(await balances()).toMatchObject({
    totals: [
      { currency: 'EUR', owed: 900, pending: 0, invoiced: 0 },
      { currency: 'USD', owed: 4700 + 5000 + 333, pending: 4000, invoiced: 0 },
    ],
  });

  const sent = await send(run.id);
  expect(sent.invoices.map((invoice) => invoice.number).sort()).toEqual([1, 2, 3]);
  for (const invoice of sent.invoices)
    expect(invoice).toMatchObject({ status: 'sent', issued_on: '2026-03-11', due_on: '2026-04-10' });
  const usd = (await balances()).totals.find((total) => total.currency === 'USD');
  expect(usd).toMatchObject({ owed: 5000, pending: 4000, invoiced: 4700 + 333, overdue: 0 });
  const again = await client.call(owner, 'POST', `/api/network/billing-runs/${run.id}/send`);
  expect(again.statusCode).toBe(409);
});

it('adds adjustments to a draft only, and sends with the net days the owner set', async () => {
  await client.addSale(adaOffer.id, '2026-02-03T10', 1000, 'USD');
  const run = await start('2026-02-01', '2026-02-28');
  const draft = run.invoices[0] as AdvertiserInvoice;
  const url = `/api/network/advertiser-invoices/${draft.id}/adjustments`;
  const adjusted = await client.call(owner, 'POST', url, { amount: -150, reason: ' Late delivery credit ' });
  expect(payloadOf<AdvertiserInvoice>(adjusted)).toMatchObject({ total: 850 });
  expect((await client.call(owner, 'POST', url, { amount: 0, reason: 'x' })).json()).toMatchObject({
    err: 1,
    field: 'amount',
  });
  expect((await client.call(owner, 'PUT', '/api/network/billing-terms', { net_days: 10 })).statusCode).toBe(200);

  const [invoice] = (await send(run.id)).invoices as [AdvertiserInvoice];
  expect(invoice).toMatchObject({ total: 850, number: 1, issued_on: '2026-03-11', due_on: '2026-03-21' });
  expect(invoice.lines.at(-1)).toMatchObject({ kind: 'adjustment', amount: -150, reason: 'Late delivery credit' });
  expect((await client.call(owner, 'POST', url, { amount: 5, reason: 'More' })).statusCode).toBe(409);
});

it('shows a sent invoice overdue once the clock passes its due day, until it is paid', async () => {
  await client.addSale(adaOffer.id, '2026-02-03T10', 1000, 'USD');
  const [invoice] = (await send((await start('2026-02-01', '2026-02-28')).id)).invoices as [AdvertiserInvoice];
  const own = async () =>
    payloadOf<AdvertiserInvoice>(
      await client.call(await client.advertiser(), 'GET', `/api/advertiser/invoices/${invoice.id}`),
    );
  startClockAt('2026-04-10T20:00:00.000Z');
  expect((await own()).status).toBe('sent');
  startClockAt('2026-04-11T20:00:00.000Z');
  expect((await own()).status).toBe('overdue');
  // A month on, the owner's session has expired: he signs in again.
  owner = await client.owner();
  expect((await balances()).totals).toEqual([
    { currency: 'USD', owed: 0, pending: 0, invoiced: 0, overdue: 1000, paid: 0 },
  ]);

  const paid = await client.call(owner, 'POST', `/api/network/advertiser-invoices/${invoice.id}/paid`, {
    paid_on: '2026-04-12',
    reference: 'WIRE-77',
  });
  expect(payloadOf<AdvertiserInvoice>(paid)).toMatchObject({
    status: 'paid',
    paid_at: '2026-04-12',
    paid_reference: 'WIRE-77',
  });
  expect((await own()).status).toBe('paid');
  expect((await balances()).totals[0]).toMatchObject({ overdue: 0, paid: 1000 });
  const twice = await client.call(owner, 'POST', `/api/network/advertiser-invoices/${invoice.id}/paid`, {
    paid_on: '2026-04-12',
    reference: 'WIRE-77',
  });
  expect(twice.json()).toMatchObject({ err: 1, field: 'id' });
});

it('leaves a sent invoice as it was when a conversion it holds changes status; the next invoice adjusts', async () => {
  await client.addSale(adaOffer.id, '2026-02-03T10', 1200, 'USD');
  const rejected = await client.addSale(adaOffer.id, '2026-02-04T10', 800, 'USD');
  const [invoice] = (await send((await start('2026-02-01', '2026-02-28')).id)).invoices as [AdvertiserInvoice];
  expect(invoice.total).toBe(2000);

  const status = await client.call(owner, 'POST', `/api/statistics/conversions/${rejected}/status`, {
    status: 'rejected',
  });
  expect(status.statusCode).toBe(200);
  const after = await client.call(owner, 'GET', `/api/network/advertiser-invoices/${invoice.id}`);
  expect(payloadOf<AdvertiserInvoice>(after)).toEqual(invoice);
  expect((await balances()).totals[0]).toMatchObject({ owed: -800, invoiced: 2000 });

  await client.addSale(adaOffer.id, '2026-03-02T10', 1000, 'USD');
  const [next] = (await send((await start('2026-03-01', '2026-03-31')).id)).invoices as [AdvertiserInvoice];
  expect(next).toMatchObject({ number: 2, total: 200 });
  expect(linesTotal(next)).toBe(200);
  const adjustment = next.lines.find((line) => line.kind === 'adjustment');
  expect(adjustment).toMatchObject({ amount: -800 });
  expect(adjustment?.reason).toContain(`Conversion ${rejected}`);
});

it('refuses a bad period, term, adjustment and payment naming the field', async () => {
  await client.addSale(adaOffer.id, '2026-02-03T10', 1000, 'USD');
  const draft = (await start('2026-02-01', '2026-02-28')).invoices[0] as AdvertiserInvoice;
  const cases: [string, string, object, string][] = [
    ['POST', '/api/network/billing-runs', { from: '2026-02-10', to: '2026-02-01' }, 'from'],
    ['POST', '/api/network/billing-runs', { from: '2026-02-30', to: '2026-03-01' }, 'from'],
    ['POST', '/api/network/billing-runs', { from: '2026-02-01' }, 'to'],
    ['PUT', '/api/network/billing-terms', { net_days: -1 }, 'net_days'],
    ['PUT', '/api/network/billing-terms', { net_days: 'ten' }, 'net_days'],
    ['POST', `/api/network/advertiser-invoices/${draft.id}/adjustments`, { amount: 5, reason: '  ' }, 'reason'],
    ['POST', `/api/network/advertiser-invoices/${draft.id}/paid`, { paid_on: '2026-13-01', reference: 'R' }, 'paid_on'],
    ['POST', `/api/network/advertiser-invoices/${draft.id}/paid`, { paid_on: '2026-03-01', reference: 'R' }, 'id'],
  ];
  for (const [method, url, payload, field] of cases) {
    const answer = await client.call(owner, method as 'PUT', url, payload);
    expect([url, field, answer.statusCode]).toEqual([url, field, 400]);
    expect(answer.json()).toMatchObject({ err: 1, field });
  }
  const twice = await client.call(owner, 'POST', '/api/network/billing-runs', { from: '2026-02-01', to: '2026-02-28' });
  expect(twice.statusCode).toBe(409);
});
