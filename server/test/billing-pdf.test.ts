import type { AdvertiserInvoice, BillingRun } from '@affnet/contracts';
import { formatMoney } from '@affnet/format';
import { billingClient, payloadOf } from './billing-helpers';
import { buildTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/*
 * A sent advertiser invoice as a PDF (issue 30): the owner and the advertiser download it; pdftotext finds its
 * number, the advertiser, each line, the due day and the total, and no publisher; sending mailed him. Another
 * advertiser gets 404, a publisher 403, and a draft has no PDF.
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
  const offer = await client.offerOf(await client.userId('advertiser@acme.test'), 0);
  await client.addSale(offer.id, '2026-02-10T10', 98765, 'EUR');
  await client.addSale(offer.id, '2026-02-11T10', 1235, 'EUR', { goal: 'deposit' });
  const run = payloadOf<BillingRun>(
    await client.call(owner, 'POST', '/api/network/billing-runs', { from: '2026-02-01', to: '2026-02-28' }),
  );
  await client.call(owner, 'POST', `/api/network/advertiser-invoices/${run.invoices[0]?.id}/adjustments`, {
    amount: -2000,
    reason: 'Fraud refund',
  });
  invoice = payloadOf<BillingRun>(await client.call(owner, 'POST', `/api/network/billing-runs/${run.id}/send`))
    .invoices[0] as AdvertiserInvoice;
  await client.addSale(offer.id, '2026-03-02T10', 500, 'EUR');
  draft = payloadOf<BillingRun>(
    await client.call(owner, 'POST', '/api/network/billing-runs', { from: '2026-03-01', to: '2026-03-31' }),
  ).invoices[0] as AdvertiserInvoice;
});
afterAll(() => test.close());

it('gives the owner and the advertiser the sent invoice as a PDF with its number, lines, due day and total', async () => {
  for (const [token, url] of [
    [owner, `/api/network/advertiser-invoices/${invoice.id}/pdf`],
    [await client.advertiser(), `/api/advertiser/invoices/${invoice.id}/pdf`],
  ] as const) {
    const response = await client.call(token, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-A${invoice.number}.pdf"`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain(`Number: ${invoice.number}`);
    expect(text).toContain('Ada Brands');
    expect(text).toContain('Apr 10, 2026');
    for (const line of invoice.lines) {
      expect(text).toContain(line.kind === 'adjustment' ? `Adjustment: ${line.reason}` : String(line.offer_name));
      expect(text).toContain(formatMoney(line.amount, 'EUR', 'en'));
    }
    expect(text).toContain(formatMoney(invoice.total, 'EUR', 'en'));
    expect(text).toContain('€980.00');
    expect(text).not.toContain('Paul Publisher');
  }
});

it('answers another advertiser 404, a publisher 403, and a draft 409', async () => {
  await client.addAdvertiser('other-pdf@acme.test', 'Olaf Other');
  const olaf = await client.advertiser('other-pdf@acme.test');
  expect((await client.call(olaf, 'GET', `/api/advertiser/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
  const paul = await client.publisher();
  expect((await client.call(paul, 'GET', `/api/advertiser/invoices/${invoice.id}/pdf`)).statusCode).toBe(403);
  const ada = await client.advertiser();
  expect((await client.call(ada, 'GET', `/api/advertiser/invoices/${draft.id}/pdf`)).statusCode).toBe(404);
  expect((await client.call(owner, 'GET', `/api/network/advertiser-invoices/${draft.id}/pdf`)).statusCode).toBe(409);
});

it('mailed the advertiser on sending: his invoice, its amount and due day, a link to it on his Invoices page', async () => {
  const mails = await test.app.ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body'])
    .where('to_address', '=', 'advertiser@acme.test')
    .where('subject', 'like', '%invoice%')
    .execute();
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe(`Acme Media: invoice ${invoice.number}`);
  expect(mails[0]?.body).toContain('Feb 1, 2026 – Feb 28, 2026, €980.00, is due on Apr 10, 2026');
  expect(mails[0]?.body).toContain(`http://acme.localhost:3000/invoices/${invoice.id}`);
  expect(mails[0]?.body).not.toContain('Paul Publisher');
});
