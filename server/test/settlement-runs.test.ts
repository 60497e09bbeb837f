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

/** Approved payouts per publisher and currency of February's local days, without the withheld ones. */
async function februaryPayouts(): Promise<Map<string, number>> {
  const rows = await test.app.ctx.db
    .selectFrom('conversions')
    .select(['publisher_id', 'currency', 'payout', 'withheld'])
    .where('network_id', '=', acme)
    .where('status', '=', 'approved')
    .where('local_hour', '>=', '2026-02-01T00')
    .where('local_hour', '<=', '2026-02-28T23')
    .execute();
  const sums = new Map<string, number>();
  for (const row of rows.filter((row) => Number(row.withheld) === 0)) {
    const key = `${row.publisher_id}:${row.currency}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(row.payout));
  }
  return sums;
}

const keyOf = (invoice: PublisherInvoice) => `${invoice.publisher_id}:${invoice.currency}`;

describe('a payout run for last month', () => {
  let run: PayoutRun;
  let withheldId: number;

  it('proposes a draft invoice per publisher and currency: February’s approved payouts, minus withheld', async () => {
    // Cutback withholds one of February's approved conversions: never on an invoice.
    const withheld = await test.app.ctx.db
      .selectFrom('conversions')
      .select(['id'])
      .where('network_id', '=', acme)
      .where('status', '=', 'approved')
      .where('local_hour', '>=', '2026-02-01T00')
      .where('local_hour', '<=', '2026-02-28T23')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    withheldId = withheld.id;
    await test.app.ctx.db.updateTable('conversions').set({ withheld: 1 }).where('id', '=', withheldId).execute();

    const expected = await februaryPayouts();
    expect(expected.size).toBeGreaterThan(0);
    const answer = await client.call(owner, 'POST', '/api/network/payout-runs', FEBRUARY);
    expect(answer.statusCode).toBe(200);
    run = payloadOf<PayoutRun>(answer);
    expect(run).toMatchObject({ period_from: FEBRUARY.from, period_to: FEBRUARY.to, status: 'draft' });
    expect(new Map(run.invoices.map((invoice) => [keyOf(invoice), invoice.total]))).toEqual(expected);
    for (const invoice of run.invoices) {
      expect(invoice).toMatchObject({ status: 'draft', number: null });
      expect(linesTotal(invoice)).toBe(invoice.total);
      expect(invoice.lines.every((line) => line.kind === 'conversions' && line.offer_name)).toBe(true);
    }
  });

  it('refuses a second run of the same period (409), and bad periods naming the field', async () => {
    const again = await client.call(owner, 'POST', '/api/network/payout-runs', FEBRUARY);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ err: 1, code: 'PAYOUT_RUN_EXISTS' });
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

  it('takes the owner’s adjustment lines; approval numbers the invoices 1, 2, … and locks their conversions', async () => {
    const first = run.invoices[0] as PublisherInvoice;
    const bad = await client.call(owner, 'POST', `/api/network/invoices/${first.id}/adjustments`, {
      amount: 0,
      reason: 'Nothing',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'amount' });
    const noReason = await client.call(owner, 'POST', `/api/network/invoices/${first.id}/adjustments`, { amount: 5 });
    expect(noReason.json()).toMatchObject({ err: 1, field: 'reason' });

    const adjusted = await client.call(owner, 'POST', `/api/network/invoices/${first.id}/adjustments`, {
      amount: -250,
      reason: 'Chargeback of a January sale',
    });
    expect(adjusted.statusCode).toBe(200);
    expect(payloadOf<PublisherInvoice>(adjusted).total).toBe(first.total - 250);

    const approved = await client.call(owner, 'POST', `/api/network/payout-runs/${run.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const done = payloadOf<PayoutRun>(approved);
    expect(done.status).toBe('approved');
    expect(done.invoices.map((invoice) => invoice.number).sort((a, b) => Number(a) - Number(b))).toEqual(
      done.invoices.map((_, i) => i + 1),
    );
    const expected = await februaryPayouts();
    for (const invoice of done.invoices) {
      const adjustment = invoice.id === first.id ? -250 : 0;
      expect(invoice.total).toBe((expected.get(keyOf(invoice)) ?? 0) + adjustment);
      expect(linesTotal(invoice)).toBe(invoice.total);
    }
    const reason = done.invoices.find((invoice) => invoice.id === first.id)?.lines.at(-1)?.reason;
    expect(reason).toBe('Chargeback of a January sale');
    const twice = await client.call(owner, 'POST', `/api/network/payout-runs/${run.id}/approve`);
    expect(twice.statusCode).toBe(409);
    run = done;
  });

  it('shows the publisher his invoices and balances; the invoiced money left "earned"', async () => {
    const paul = await client.userId('publisher@acme.test');
    const mine = payloadOf<PublisherInvoice[]>(await client.call(publisher, 'GET', '/api/invoices'));
    expect(mine.map((invoice) => invoice.id).sort()).toEqual(
      run.invoices
        .filter((invoice) => invoice.publisher_id === paul)
        .map((invoice) => invoice.id)
        .sort(),
    );
    const balances = payloadOf<Balances>(await client.call(publisher, 'GET', '/api/balances'));
    for (const invoice of mine) {
      const row = balances.rows.find((balance) => balance.currency === invoice.currency);
      expect(row?.invoiced).toBe(invoice.total);
      expect(row?.publisher_id).toBe(paul);
    }
    expect(balances.rows.every((row) => row.publisher_id === paul)).toBe(true);
  });
});
