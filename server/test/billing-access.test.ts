import type { AdvertiserInvoice, BillingRun } from '@affnet/contracts';
import { billingClient, payloadOf } from './billing-helpers';
import { buildTestApp, signIn, type TestApp, UNKNOWN_HOST } from './helpers';

/*
 * Who sees advertiser billing: an advertiser his own sent invoices only (a draft, or another advertiser's, is a 404),
 * by offer and goal with no publisher named; a publisher and the super admin none of it; the owner all of his
 * network's. Every action is in the audit log.
 */
jest.setTimeout(60_000);

let test: TestApp;
let client: ReturnType<typeof billingClient>;
let owner: string;
let invoice: AdvertiserInvoice;
let draft: AdvertiserInvoice;

beforeAll(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
  client = billingClient(test.app);
  owner = await client.owner();
  const ada = await client.userId('advertiser@acme.test');
  const offer = await client.offerOf(ada, 0);
  await client.addSale(offer.id, '2026-02-10T10', 2500, 'USD');
  const run = payloadOf<BillingRun>(
    await client.call(owner, 'POST', '/api/network/billing-runs', { from: '2026-02-01', to: '2026-02-28' }),
  );
  invoice = payloadOf<BillingRun>(await client.call(owner, 'POST', `/api/network/billing-runs/${run.id}/send`))
    .invoices[0] as AdvertiserInvoice;
  await client.addSale(offer.id, '2026-03-02T10', 900, 'USD');
  draft = payloadOf<BillingRun>(
    await client.call(owner, 'POST', '/api/network/billing-runs', { from: '2026-03-01', to: '2026-03-31' }),
  ).invoices[0] as AdvertiserInvoice;
});
afterAll(() => test.close());

it('shows an advertiser his sent invoices only, with no publisher in them', async () => {
  const ada = await client.advertiser();
  const list = await client.call(ada, 'GET', '/api/advertiser/invoices');
  expect(payloadOf<AdvertiserInvoice[]>(list).map((row) => row.id)).toEqual([invoice.id]);
  const one = await client.call(ada, 'GET', `/api/advertiser/invoices/${invoice.id}`);
  expect(payloadOf<AdvertiserInvoice>(one)).toEqual(invoice);
  expect(one.body).not.toMatch(/publisher|Paul/i);
  expect((await client.call(ada, 'GET', `/api/advertiser/invoices/${draft.id}`)).statusCode).toBe(404);
});

it('answers another advertiser 404 and an empty list', async () => {
  await client.addAdvertiser('other-adv@acme.test', 'Otto Other');
  const otto = await client.advertiser('other-adv@acme.test');
  expect((await client.call(otto, 'GET', `/api/advertiser/invoices/${invoice.id}`)).statusCode).toBe(404);
  expect(payloadOf<AdvertiserInvoice[]>(await client.call(otto, 'GET', '/api/advertiser/invoices'))).toEqual([]);
});

it('refuses a publisher, an advertiser on the owner’s routes and the owner on the advertiser’s', async () => {
  const paul = await client.publisher();
  const ada = await client.advertiser();
  for (const url of ['/api/advertiser/invoices', `/api/advertiser/invoices/${invoice.id}`])
    for (const token of [paul, owner]) expect((await client.call(token, 'GET', url)).statusCode).toBe(403);
  for (const url of [
    '/api/network/advertiser-balances',
    '/api/network/billing-runs',
    '/api/network/billing-terms',
    `/api/network/advertiser-invoices/${invoice.id}`,
  ])
    for (const token of [paul, ada]) expect((await client.call(token, 'GET', url)).statusCode).toBe(403);
});

it('shows the super admin none of a network’s billing', async () => {
  const admin = (await signIn(test.app, UNKNOWN_HOST, 'admin', 'admin@affnet.test')).token as string;
  for (const url of ['/api/network/advertiser-balances', '/api/network/billing-runs', '/api/advertiser/invoices']) {
    const answer = await test.app.inject({ url, headers: { host: UNKNOWN_HOST, authorization: admin } });
    expect(answer.statusCode).toBe(403);
  }
});

it('records every owner action in the audit log', async () => {
  await client.call(owner, 'PUT', '/api/network/billing-terms', { net_days: 14 });
  await client.call(owner, 'POST', `/api/network/advertiser-invoices/${draft.id}/adjustments`, {
    amount: 100,
    reason: 'Setup fee',
  });
  await client.call(owner, 'POST', `/api/network/advertiser-invoices/${invoice.id}/paid`, {
    paid_on: '2026-03-10',
    reference: 'SEPA-1',
  });
  await client.call(owner, 'DELETE', `/api/network/billing-runs/${draft.run_id}`);
  const actions = await test.app.ctx.db
    .selectFrom('audit_log')
    .select('action')
    .where('network_id', '=', await client.acmeId())
    .where('action', 'like', 'billing.%')
    .orderBy('id')
    .execute();
  expect(actions.map((row) => row.action)).toEqual([
    'billing.run.start',
    'billing.run.send',
    'billing.run.start',
    'billing.terms',
    'billing.invoice.adjustment',
    'billing.invoice.paid',
    'billing.run.delete',
  ]);
});
