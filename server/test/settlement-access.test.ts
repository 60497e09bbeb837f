import type { Balances, PaymentTerms, PayoutRun, PublisherInvoice } from '@affnet/contracts';
import { ACME, buildTestApp, signIn, type TestApp, UNKNOWN_HOST } from './helpers';
import { payloadOf, settlementClient } from './settlement-helpers';

/*
 * Who sees settlement: a publisher his own balances and invoices only (another publisher's invoice is a 404), an
 * advertiser none of it, the super admin none of a network's money; the owner everything of his network. And the
 * owner's terms and minimums: bad input is a 400 naming the field; every change is in the audit log.
 */
jest.setTimeout(60_000);

let test: TestApp;
let client: ReturnType<typeof settlementClient>;
let owner: string;
let invoice: PublisherInvoice;

beforeAll(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
  client = settlementClient(test.app);
  owner = await client.owner();
  const acme = await client.acmeId();
  const db = test.app.ctx.db;
  const offer = (await db.selectFrom('offers').select('id').where('network_id', '=', acme).executeTakeFirstOrThrow())
    .id;
  await client.addConversion(await client.userId('publisher@acme.test'), offer, '2026-01-10T10', 1500, 'USD');
  const started = await client.call(owner, 'POST', '/api/network/payout-runs', {
    from: '2026-01-01',
    to: '2026-01-31',
  });
  const run = payloadOf<PayoutRun>(started);
  const approved = await client.call(owner, 'POST', `/api/network/payout-runs/${run.id}/approve`);
  invoice = payloadOf<PayoutRun>(approved).invoices[0] as PublisherInvoice;
});
afterAll(() => test.close());

it('shows a publisher his own invoice, and another publisher a 404', async () => {
  const paul = await client.publisher();
  expect((await client.call(paul, 'GET', `/api/invoices/${invoice.id}`)).statusCode).toBe(200);
  await client.addPublisher('other@acme.test', 'Olga Other');
  const other = await client.publisher('other@acme.test');
  const answer = await client.call(other, 'GET', `/api/invoices/${invoice.id}`);
  expect(answer.statusCode).toBe(404);
  expect(payloadOf<PublisherInvoice[]>(await client.call(other, 'GET', '/api/invoices'))).toEqual([]);
  expect(payloadOf<Balances>(await client.call(other, 'GET', '/api/balances'))).toEqual({ rows: [], totals: [] });
});

it('never shows a publisher what cutback withholds from him; the owner sees it on hold', async () => {
  await client.addPublisher('held@acme.test', 'Hal Held');
  const hal = await client.userId('held@acme.test');
  const db = test.app.ctx.db;
  const offer = (
    await db
      .selectFrom('offers')
      .select('id')
      .where('network_id', '=', await client.acmeId())
      .executeTakeFirstOrThrow()
  ).id;
  await client.addConversion(hal, offer, '2026-02-10T10', 400, 'USD');
  const withheld = await client.addConversion(hal, offer, '2026-02-10T11', 300, 'GBP');
  await db.updateTable('conversions').set({ withheld: 1 }).where('id', '=', withheld).execute();

  const own = await client.call(await client.publisher('held@acme.test'), 'GET', '/api/balances');
  expect(payloadOf<Balances>(own)).toEqual({
    rows: [
      { publisher_id: hal, publisher_name: 'Hal Held', currency: 'USD', earned: 400, pending: 0, invoiced: 0, paid: 0 },
    ],
    totals: [{ currency: 'USD', earned: 400, pending: 0, invoiced: 0, paid: 0 }],
  });
  const owners = payloadOf<Balances>(await client.call(owner, 'GET', `/api/network/publishers/${hal}/balances`));
  expect(owners.rows.map((row) => [row.currency, row.earned, row.on_hold])).toEqual([
    ['GBP', 0, 300],
    ['USD', 400, 0],
  ]);
});

it('refuses the owner’s calls to a publisher and an advertiser, and a publisher’s to the owner', async () => {
  const paul = await client.publisher();
  const advertiser = (await signIn(test.app, ACME, 'member', 'advertiser@acme.test')).token as string;
  for (const token of [paul, advertiser]) {
    expect((await client.call(token, 'GET', '/api/network/balances')).statusCode).toBe(403);
    expect((await client.call(token, 'GET', `/api/network/invoices/${invoice.id}`)).statusCode).toBe(403);
    expect((await client.call(token, 'GET', '/api/network/payout-runs')).statusCode).toBe(403);
  }
  expect((await client.call(advertiser, 'GET', '/api/balances')).statusCode).toBe(403);
  expect((await client.call(advertiser, 'GET', '/api/invoices')).statusCode).toBe(403);
  expect((await client.call(owner, 'GET', '/api/invoices')).statusCode).toBe(403);
});

it('shows the super admin none of a network’s money', async () => {
  const admin = (await signIn(test.app, UNKNOWN_HOST, 'admin', 'admin@affnet.test')).token as string;
  for (const url of ['/api/network/balances', '/api/network/payout-runs', `/api/network/invoices/${invoice.id}`]) {
    const answer = await test.app.inject({ url, headers: { host: UNKNOWN_HOST, authorization: admin } });
    expect(answer.statusCode).toBe(403);
  }
});

it('refuses bad terms, minimums, adjustments and sorts naming the field', async () => {
  const cases: [string, string, object | undefined, string][] = [
    ['PUT', '/api/network/payment-terms', { term: 'yearly' }, 'term'],
    ['PUT', '/api/network/payment-terms', { term: 'net_days' }, 'net_days'],
    ['PUT', '/api/network/payment-terms', { term: 'monthly', net_days: 30 }, 'net_days'],
    ['PUT', '/api/network/payment-terms', { term: 'net_days', net_days: 0 }, 'net_days'],
    ['PUT', '/api/network/payment-terms', { term: 'net_days', net_days: 1.5 }, 'net_days'],
    ['PUT', '/api/network/payout-minimums', { currency: 'usd', amount: 100 }, 'currency'],
    ['PUT', '/api/network/payout-minimums', { currency: 'USD', amount: -1 }, 'amount'],
    ['PUT', '/api/network/payout-minimums', { currency: 'USD' }, 'amount'],
    ['POST', `/api/network/invoices/${invoice.id}/adjustments`, { amount: 10, reason: 'x'.repeat(501) }, 'reason'],
    ['POST', `/api/network/invoices/${invoice.id}/adjustments`, { amount: 'ten', reason: 'Bonus' }, 'amount'],
    ['POST', '/api/network/invoices/paid', { invoice_ids: [], paid_on: '2026-02-01', reference: 'R' }, 'invoice_ids'],
    ['POST', `/api/network/invoices/${invoice.id}/paid`, { paid_on: '2026-02-01', reference: '' }, 'reference'],
    ['GET', '/api/network/balances?sort=owed', undefined, 'sort'],
  ];
  for (const [method, url, payload, field] of cases) {
    const answer = await client.call(owner, method as 'PUT', url, payload);
    expect([url, answer.statusCode]).toEqual([url, 400]);
    expect(answer.json()).toMatchObject({ err: 1, field });
  }
});

it('saves the network’s term, a publisher’s own and a minimum, each in the audit log', async () => {
  const paulId = await client.userId('publisher@acme.test');
  await client.call(owner, 'PUT', '/api/network/payment-terms', { term: 'net_days', net_days: 15 });
  await client.call(owner, 'PUT', `/api/network/payment-terms/publishers/${paulId}`, { term: 'weekly' });
  const saved = await client.call(owner, 'PUT', '/api/network/payout-minimums', { currency: 'EUR', amount: 5000 });
  expect(payloadOf<PaymentTerms>(saved)).toEqual({
    network: { term: 'net_days', net_days: 15 },
    publishers: [{ publisher_id: paulId, publisher_name: 'Paul Publisher', term: 'weekly', net_days: null }],
    minimums: [{ currency: 'EUR', amount: 5000 }],
  });
  const removed = await client.call(owner, 'DELETE', `/api/network/payment-terms/publishers/${paulId}`);
  expect(payloadOf<PaymentTerms>(removed).publishers).toEqual([]);
  expect((await client.call(owner, 'DELETE', `/api/network/payment-terms/publishers/${paulId}`)).statusCode).toBe(404);

  const actions = await test.app.ctx.db
    .selectFrom('audit_log')
    .select('action')
    .where('network_id', '=', await client.acmeId())
    .where('action', 'like', 'settlement.%')
    .execute();
  expect(actions.map((row) => row.action)).toEqual(
    expect.arrayContaining([
      'settlement.run.start',
      'settlement.run.approve',
      'settlement.term',
      'settlement.publisher_term',
      'settlement.publisher_term.remove',
      'settlement.minimum',
    ]),
  );
});
