import type { PayoutRun, PublisherInvoice } from '@affnet/contracts';
import { buildTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';
import { payloadOf, settlementClient } from './settlement-helpers';

/*
 * The payment term sets the day an approved invoice is payable by (issue 30): net-N days after the period's last day,
 * the approval day on a monthly, twice-monthly or weekly term; a publisher's own term before the network's. The
 * publisher reads it on his invoice, its PDF and its mail. The suite's clock: 11 March 2026.
 */
jest.setTimeout(60_000);

let test: TestApp;
let client: ReturnType<typeof settlementClient>;
let owner: string;
let run: PayoutRun;
let paul: number;
let rita: number;

beforeAll(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
  client = settlementClient(test.app);
  owner = await client.owner();
  const acme = await client.acmeId();
  const offer = (
    await test.app.ctx.db.selectFrom('offers').select('id').where('network_id', '=', acme).executeTakeFirstOrThrow()
  ).id;
  paul = await client.userId('publisher@acme.test');
  rita = await client.addPublisher('rita@acme.test', 'Rita');
  await client.addConversion(paul, offer, '2026-01-10T10', 5000, 'EUR');
  await client.addConversion(rita, offer, '2026-01-12T10', 7000, 'EUR');

  const net = await client.call(owner, 'PUT', '/api/network/payment-terms', { term: 'net_days', net_days: 45 });
  expect(net.statusCode).toBe(200);
  const weekly = await client.call(owner, 'PUT', `/api/network/payment-terms/publishers/${rita}`, { term: 'weekly' });
  expect(weekly.statusCode).toBe(200);

  const started = payloadOf<PayoutRun>(
    await client.call(owner, 'POST', '/api/network/payout-runs', { from: '2026-01-01', to: '2026-01-31' }),
  );
  expect(started.invoices.every((invoice) => invoice.payable_on === null)).toBe(true);
  run = payloadOf<PayoutRun>(await client.call(owner, 'POST', `/api/network/payout-runs/${started.id}/approve`));
});
afterAll(() => test.close());

const invoiceOf = (publisherId: number) =>
  run.invoices.find((invoice) => invoice.publisher_id === publisherId) as PublisherInvoice;

it("is the period's last day plus N on the network's net-N term, and the approval day on a publisher's weekly one", () => {
  expect(invoiceOf(paul).payable_on).toBe('2026-03-17');
  expect(invoiceOf(rita).payable_on).toBe('2026-03-11');
});

it('is on the publisher’s invoice, its PDF and the mail that tells him', async () => {
  const publisher = await client.publisher();
  const invoice = invoiceOf(paul);
  const mine = payloadOf<PublisherInvoice>(await client.call(publisher, 'GET', `/api/invoices/${invoice.id}`));
  expect(mine.payable_on).toBe('2026-03-17');
  const pdf = await client.call(publisher, 'GET', `/api/invoices/${invoice.id}/pdf`);
  expect(pdfText(pdf.rawPayload)).toContain('Payable by: Mar 17, 2026');
  const mail = await test.app.ctx.db
    .selectFrom('mail_outbox')
    .select('body')
    .where('to_address', '=', 'publisher@acme.test')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.body).toContain('payable by');
});
