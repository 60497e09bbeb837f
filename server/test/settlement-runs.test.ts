import type { Balances, PayoutRun, PublisherInvoice } from '@affnet/contracts';
import { buildTestApp, type TestApp } from './helpers';
import { linesTotal, payloadOf, settlementClient } from './settlement-helpers';

/*
 * A payout run on the demo data, for last month as seen from the suite's instant (TEST_NOW, 11 March 2026: February).
 * What each invoice holds is recomputed here from the conversions themselves.
 */
jest.setTimeout(60_000);

const FEBRUARY = { from: '2026-02-01', to: '2026-02-28' };
let test: TestApp;
let client: ReturnType<typeof settlementClient>;
let owner: string;
let publisher: string;
let acme: number;

beforeAll(async () => {
  test = await buildTestApp();
  client = settlementClient(test.app);
  owner = await client.owner();
  publisher = await client.publisher();
  acme = await client.acmeId();
});
afterAll(() => test.close());

const february = () =>
  test.app.ctx.db
    .selectFrom('conversions')
    .where('network_id', '=', acme)
    .where('status', '=', 'approved')
    .where('local_hour', '>=', '2026-02-01T00')
    .where('local_hour', '<=', '2026-02-28T23');

/** Approved payouts per publisher and currency of February's local days, without the withheld ones. */
async function februaryPayouts(): Promise<Map<string, number>> {
  const rows = await february().select(['publisher_id', 'currency', 'payout', 'withheld']).execute();
  const sums = new Map<string, number>();
  for (const row of rows.filter((row) => Number(row.withheld) === 0)) {
    const key = `${row.publisher_id}:${row.currency}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(row.payout));
  }
  return sums;
}

const keyOf = (invoice: PublisherInvoice) => `${invoice.publisher_id}:${invoice.currency}`;

/** Cutback withholds one of February's approved conversions: it is never on an invoice. */
async function withholdOne() {
  const { id } = await february().select('id').orderBy('id').executeTakeFirstOrThrow();
  await test.app.ctx.db.updateTable('conversions').set({ withheld: 1 }).where('id', '=', id).execute();
}

it('a run for last month: February’s approved payouts minus withheld, plus adjustments, numbered at approval', async () => {
  await withholdOne();
  const expected = await februaryPayouts();
  expect(expected.size).toBeGreaterThan(0);

  const started = await client.call(owner, 'POST', '/api/network/payout-runs', FEBRUARY);
  expect(started.statusCode).toBe(200);
  const draft = payloadOf<PayoutRun>(started);
  expect(draft).toMatchObject({ period_from: FEBRUARY.from, period_to: FEBRUARY.to, status: 'draft' });
  expect(new Map(draft.invoices.map((invoice) => [keyOf(invoice), invoice.total]))).toEqual(expected);
  for (const invoice of draft.invoices) {
    expect(invoice).toMatchObject({ status: 'draft', number: null });
    expect(linesTotal(invoice)).toBe(invoice.total);
    expect(invoice.lines.every((line) => line.kind === 'conversions' && line.offer_name)).toBe(true);
  }

  // The owner's debit on one draft invoice.
  const first = draft.invoices[0] as PublisherInvoice;
  const adjustment = { amount: -250, reason: 'Chargeback of a January sale' };
  const adjusted = await client.call(owner, 'POST', `/api/network/invoices/${first.id}/adjustments`, adjustment);
  expect(adjusted.statusCode).toBe(200);
  expect(payloadOf<PublisherInvoice>(adjusted).total).toBe(first.total - 250);

  const approved = await client.call(owner, 'POST', `/api/network/payout-runs/${draft.id}/approve`);
  expect(approved.statusCode).toBe(200);
  const run = payloadOf<PayoutRun>(approved);
  expect(run.status).toBe('approved');
  const numbers = run.invoices.map((invoice) => Number(invoice.number)).sort((a, b) => a - b);
  expect(numbers).toEqual(run.invoices.map((_, i) => i + 1));
  for (const invoice of run.invoices) {
    expect(invoice.total).toBe((expected.get(keyOf(invoice)) ?? 0) + (invoice.id === first.id ? -250 : 0));
    expect(linesTotal(invoice)).toBe(invoice.total);
  }
  expect(run.invoices.find((invoice) => invoice.id === first.id)?.lines.at(-1)).toMatchObject(adjustment);

  // Approved: no second approval, no more adjustments, the run's period taken.
  expect((await client.call(owner, 'POST', `/api/network/payout-runs/${run.id}/approve`)).statusCode).toBe(409);
  const late = await client.call(owner, 'POST', `/api/network/invoices/${first.id}/adjustments`, adjustment);
  expect(late.json()).toMatchObject({ err: 1, code: 'ALREADY_APPROVED' });
  const again = await client.call(owner, 'POST', '/api/network/payout-runs', FEBRUARY);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ err: 1, code: 'PAYOUT_RUN_EXISTS' });

  // The publisher sees his invoices, and their money as invoiced in his balances.
  const paul = await client.userId('publisher@acme.test');
  const mine = payloadOf<PublisherInvoice[]>(await client.call(publisher, 'GET', '/api/invoices'));
  const his = run.invoices.filter((invoice) => invoice.publisher_id === paul);
  expect(mine.map((invoice) => invoice.id).sort()).toEqual(his.map((invoice) => invoice.id).sort());
  const balances = payloadOf<Balances>(await client.call(publisher, 'GET', '/api/balances'));
  expect(balances.rows.every((row) => row.publisher_id === paul)).toBe(true);
  for (const invoice of mine) {
    expect(balances.rows.find((row) => row.currency === invoice.currency)?.invoiced).toBe(invoice.total);
  }
});

it('refuses a bad period naming its field', async () => {
  const cases: [object, string][] = [
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ from: '2026-02-01', to: 'yesterday' }, 'to'],
    [{ from: '2026-03-01', to: '2026-02-01' }, 'from'],
    [{ to: '2026-02-01' }, 'from'],
  ];
  for (const [payload, field] of cases) {
    const answer = await client.call(owner, 'POST', '/api/network/payout-runs', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ err: 1, field });
  }
});
