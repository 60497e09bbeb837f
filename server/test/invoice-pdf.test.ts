import type { PayoutRun, PublisherInvoice } from '@affnet/contracts';
import { formatMoney } from '@affnet/format';
import { buildTestApp, PNG_1X1, type TestApp } from './helpers';
import { pdfText } from './pdf-text';
import { payloadOf, settlementClient } from './settlement-helpers';

/*
 * An approved invoice as a PDF (issue 30): the owner and the publisher download it; pdftotext finds its number, the
 * publisher, each line and the total, in the network's language of documents. Another publisher gets 404; a draft
 * has no PDF.
 */
jest.setTimeout(60_000);

let test: TestApp;
let client: ReturnType<typeof settlementClient>;
let owner: string;
let invoice: PublisherInvoice;
let draft: PublisherInvoice;

beforeAll(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
  client = settlementClient(test.app);
  owner = await client.owner();
  const acme = await client.acmeId();
  const db = test.app.ctx.db;
  const offer = (await db.selectFrom('offers').select('id').where('network_id', '=', acme).executeTakeFirstOrThrow())
    .id;
  const publisher = await client.userId('publisher@acme.test');
  await client.addConversion(publisher, offer, '2026-01-10T10', 123456, 'EUR');
  await client.addConversion(publisher, offer, '2026-01-11T10', 1544, 'EUR');
  await client.addConversion(publisher, offer, '2026-02-11T10', 700, 'EUR');
  const run = payloadOf<PayoutRun>(
    await client.call(owner, 'POST', '/api/network/payout-runs', { from: '2026-01-01', to: '2026-01-31' }),
  );
  await client.call(owner, 'POST', `/api/network/invoices/${run.invoices[0]?.id}/adjustments`, {
    amount: -1000,
    reason: 'Rückbuchung Januar',
  });
  const approved = await client.call(owner, 'POST', `/api/network/payout-runs/${run.id}/approve`);
  invoice = payloadOf<PayoutRun>(approved).invoices[0] as PublisherInvoice;
  const february = await client.call(owner, 'POST', '/api/network/payout-runs', {
    from: '2026-02-01',
    to: '2026-02-28',
  });
  draft = payloadOf<PayoutRun>(february).invoices[0] as PublisherInvoice;
});
afterAll(() => test.close());

const download = (token: string, url: string) => client.call(token, 'GET', url);
const pdfOf = (response: { rawPayload: Buffer }) => pdfText(response.rawPayload);

it('gives the owner the approved invoice as a PDF named after its number, in English by default', async () => {
  const response = await download(owner, `/api/network/invoices/${invoice.id}/pdf`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
  const text = pdfOf(response);
  // The demo network's logo is an SVG: the document carries it drawn as an image.
  expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  expect(text).toContain('Payout statement');
  expect(text).toContain(`Number: ${invoice.number}`);
  expect(text).toContain(invoice.publisher_name);
  for (const line of invoice.lines) {
    expect(text).toContain(line.kind === 'adjustment' ? `Adjustment: ${line.reason}` : String(line.offer_name));
    expect(text).toContain(formatMoney(line.amount, 'EUR', 'en'));
  }
  expect(text).toContain(formatMoney(invoice.total, 'EUR', 'en'));
  expect(text).toContain('€1,240.00');
});

it("speaks the network's language of documents and names its company and the publisher's tax details", async () => {
  const company = {
    legal_name: 'Acme Média GmbH',
    address: 'Müllerstraße 1, 10115 Berlin',
    country: 'DE',
    tax_id: 'DE123456789',
    billing_email: 'billing@acme.test',
    document_language: 'de',
  };
  expect((await client.call(owner, 'PUT', '/api/network/settings/company', company)).statusCode).toBe(200);
  const paul = await client.publisher();
  const details = {
    method: 'paypal',
    paypal_email: 'paul@pay.test',
    tax_legal_name: 'Paul Peña Publishing SL',
    tax_address: 'Calle Mayor 2, Madrid',
    tax_country: 'ES',
    tax_id: 'ESB12345678',
  };
  expect((await client.call(paul, 'PUT', '/api/payment-details', details)).statusCode).toBe(200);

  // An uploaded PNG logo is on the document.
  await test.app.ctx.files.write('uploads/acme/logo-e2e1.png', PNG_1X1);
  await test.app.ctx.db
    .updateTable('networks')
    .set({ logo_url: '/uploads/acme/logo-e2e1.png' })
    .where('network_id', '=', 'acme')
    .execute();
  const response = await download(paul, `/api/invoices/${invoice.id}/pdf`);
  expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  const text = pdfOf(response);
  for (const word of ['Auszahlungsbeleg', `Nummer: ${invoice.number}`, 'Zeitraum', 'Beschreibung', 'Gesamt']) {
    expect(text).toContain(word);
  }
  for (const word of ['Acme Média GmbH', 'USt-IdNr.: DE123456789', 'Paul Peña Publishing SL', 'ESB12345678']) {
    expect(text).toContain(word);
  }
  expect(text).toContain('Korrektur: Rückbuchung Januar');
  expect(text).toContain('1.240,00 €');
  expect(text).toContain('01.01.2026 – 31.01.2026');
});

it('gives another publisher a 404, and refuses a draft (the owner 409 saying why, a publisher 404)', async () => {
  await client.addPublisher('olga@acme.test', 'Olga Other');
  const olga = await client.publisher('olga@acme.test');
  const refused = await download(olga, `/api/invoices/${invoice.id}/pdf`);
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toMatchObject({ err: 1 });
  expect((await download(olga, `/api/network/invoices/${invoice.id}/pdf`)).statusCode).toBe(403);

  const ownersDraft = await download(owner, `/api/network/invoices/${draft.id}/pdf`);
  expect(ownersDraft.statusCode).toBe(409);
  expect(ownersDraft.json()).toMatchObject({ err: 1, msg: expect.stringContaining('draft') });
  expect((await download(await client.publisher(), `/api/invoices/${draft.id}/pdf`)).statusCode).toBe(404);
});

const statementMails = () =>
  test.app.ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body'])
    .where('to_address', '=', 'publisher@acme.test')
    .where('subject', 'like', '%statement%')
    .orderBy('id')
    .execute();

it('mailed the publisher on approval: his statement, its period and amount, a link to it on his Payments page', async () => {
  const [mail] = await statementMails();
  expect(mail?.subject).toContain(`payout statement ${invoice.number} is ready`);
  expect(mail?.body).toContain('Jan 1, 2026 – Jan 31, 2026, €1,240.00');
  expect(mail?.body).toContain(`http://acme.localhost:3000/payments/invoices/${invoice.id}`);
});

it("mails in the network's language of documents once it is German", async () => {
  const german = await client.call(owner, 'POST', `/api/network/payout-runs/${draft.run_id}/approve`);
  const approved = payloadOf<PayoutRun>(german).invoices[0] as PublisherInvoice;
  const mails = await test.app.ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body'])
    .where('to_address', '=', 'publisher@acme.test')
    .where('subject', 'like', '%Auszahlungsbeleg%')
    .execute();
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe(`Acme Média GmbH: Ihr Auszahlungsbeleg ${approved.number} ist bereit`);
  expect(mails[0]?.body.replace(/\s/gu, ' ')).toContain(
    'für den Zeitraum 01.02.2026 – 28.02.2026 über 7,00 € ist bereit',
  );
});
