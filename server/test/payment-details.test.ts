import type { PaymentDetails, PaymentDetailsInput } from '@affnet/contracts';
import { ACME, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';
import { call } from './offers-helpers';

/*
 * A publisher's payment details (issue 30): his own to save, his owner's to read; each change audited and mailed to
 * him with the account number masked, so a hijacked account cannot quietly redirect his money.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ MAIL_WORKER: 'off' });
  for (const [name, host, door, email] of [
    ['paul', ACME, 'member', 'publisher@acme.test'],
    ['p2', ACME, 'member', 'publisher2@acme.test'],
    ['acmeOwner', ACME, 'owner', 'owner@acme.test'],
    ['globexOwner', GLOBEX, 'owner', 'owner@globex.test'],
    ['advertiser', ACME, 'member', 'advertiser@acme.test'],
  ] as const) {
    tokens[name] = (await signIn(t.app, host, door, email)).token;
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    ids[name] = user.id;
  }
});
afterAll(() => t.close());

const TAX = { tax_legal_name: 'Paul Media GmbH', tax_address: 'Hauptstr. 1, 10115 Berlin', tax_country: 'DE' };
const BANK: PaymentDetailsInput = {
  method: 'bank_transfer',
  account_holder: 'Paul Media GmbH',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  bank_name: 'Commerzbank',
  bank_country: 'DE',
  ...TAX,
  tax_id: 'DE123456789',
};
const PAYPAL: PaymentDetailsInput = { method: 'paypal', paypal_email: 'paul@paypal.test', ...TAX };
const WIRE: PaymentDetailsInput = {
  method: 'wire',
  account_holder: 'Paul Media LLC',
  account_number: '000123456789',
  routing_code: '021000021',
  bank_name: 'Chase',
  bank_address: '270 Park Ave, New York',
  bank_country: 'US',
  ...TAX,
};

const save = (token: string, details: unknown) =>
  call<PaymentDetails>(t.app, token, 'PUT', '/api/payment-details', details);
const mails = (to: string) =>
  t.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
const audits = (publisherId: number) =>
  t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', 'like', 'payment_details.%')
    .where('user_id', '=', publisherId)
    .orderBy('id')
    .execute();

describe('a publisher saves his payment details', () => {
  it('has none at first, then saves bank details as stored (IBAN compact, BIC upper-case)', async () => {
    expect((await call(t.app, tokens.paul!, 'GET', '/api/payment-details')).body.payload).toBeNull();
    const saved = await save(tokens.paul!, BANK);
    expect(saved.status).toBe(200);
    expect(saved.body.payload).toMatchObject({
      method: 'bank_transfer',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      paypal_email: null,
      account_number: null,
      tax_id: 'DE123456789',
    });
    const read = await call<PaymentDetails>(t.app, tokens.paul!, 'GET', '/api/payment-details');
    expect(read.body.payload).toEqual(saved.body.payload);
  });

  it('records the change and mails him what changed, the IBAN masked', async () => {
    const [mail] = await mails('publisher@acme.test');
    expect(mail?.subject).toMatch(/payment details were changed/);
    expect(mail?.body).toContain('IBAN: ••••3000');
    expect(mail?.body).not.toContain('DE89370400440532013000');
    const [entry] = await audits(ids.paul!);
    expect(entry?.action).toBe('payment_details.set');
    expect(entry?.details).toContain('••••3000');
    expect(entry?.details).not.toContain('0532013000');
  });

  it('mails and records a switch to PayPal, the bank fields gone; the same details again change nothing', async () => {
    const saved = await save(tokens.paul!, PAYPAL);
    expect(saved.body.payload).toMatchObject({ method: 'paypal', paypal_email: 'paul@paypal.test', iban: null });
    expect(await save(tokens.paul!, PAYPAL)).toMatchObject({ status: 200 });
    const sent = await mails('publisher@acme.test');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toContain('Payment method: PayPal');
    expect(sent[1]?.body).toContain('PayPal e-mail: paul@paypal.test');
    const entries = await audits(ids.paul!);
    expect(entries.map((entry) => entry.action)).toEqual(['payment_details.set', 'payment_details.change']);
    expect(JSON.parse(entries[1]?.details ?? '{}').changes).toEqual(
      expect.arrayContaining([{ field: 'payment_method', before: 'bank_transfer', after: 'paypal' }]),
    );
  });

  it('saves a wire with an ABA routing number or a SWIFT code', async () => {
    expect((await save(tokens.p2!, WIRE)).body.payload).toMatchObject({ routing_code: '021000021', iban: null });
    const swift = await save(tokens.p2!, { ...WIRE, routing_code: 'chasus33' });
    expect(swift.body.payload).toMatchObject({ routing_code: 'CHASUS33' });
    expect((await mails('publisher2@acme.test'))[0]?.body).toContain('Account number: ••••6789');
  });
});

describe('two saves at once', () => {
  it('end as one row, and each change is recorded and mailed', async () => {
    const before = (await mails('publisher2@acme.test')).length;
    const answers = await Promise.all([save(tokens.p2!, { ...WIRE, bank_name: 'Chase A' }), save(tokens.p2!, PAYPAL)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await t.app.ctx.db
      .selectFrom('payment_details')
      .select('method')
      .where('publisher_id', '=', ids.p2!)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await mails('publisher2@acme.test')).toHaveLength(before + 2);
    // Back to the wire the tests below expect.
    expect((await save(tokens.p2!, { ...WIRE, routing_code: 'CHASUS33' })).status).toBe(200);
  });
});

describe('what is refused, with a 400 naming the field', () => {
  const { iban: _iban, ...noIban } = BANK;
  it.each([
    ['a missing IBAN', noIban, 'iban'],
    ['an IBAN with wrong check digits', { ...BANK, iban: 'DE88370400440532013000' }, 'iban'],
    ['an IBAN too short', { ...BANK, iban: 'DE89 3704' }, 'iban'],
    ['a BIC of 7 characters', { ...BANK, bic: 'COBADEF' }, 'bic'],
    ['a blank bank name', { ...BANK, bank_name: '  ' }, 'bank_name'],
    ['a lower-case country', { ...BANK, bank_country: 'de' }, 'bank_country'],
    ['a field of another method', { ...PAYPAL, iban: BANK.iban }, 'iban'],
    ['a PayPal address that is not one', { ...PAYPAL, paypal_email: 'paul-at-paypal' }, 'paypal_email'],
    ['a missing PayPal address', { method: 'paypal', ...TAX }, 'paypal_email'],
    ['a routing number of 8 digits', { ...WIRE, routing_code: '02100002' }, 'routing_code'],
    ['an account number with a slash', { ...WIRE, account_number: '123/456' }, 'account_number'],
    ['a missing legal name', { ...PAYPAL, tax_legal_name: undefined }, 'tax_legal_name'],
    ['a blank tax address', { ...PAYPAL, tax_address: ' ' }, 'tax_address'],
    ['an unknown method', { ...PAYPAL, method: 'cheque' }, 'method'],
    ['a tax id too long', { ...PAYPAL, tax_id: 'X'.repeat(51) }, 'tax_id'],
  ])('%s', async (_case, details, field) => {
    const refused = await save(tokens.p2!, details);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ err: 1, field });
    expect(refused.body.msg).toContain(field);
  });

  it('keeps the saved details and sends no mail after a refusal', async () => {
    const before = (await mails('publisher2@acme.test')).length;
    await save(tokens.p2!, { ...WIRE, routing_code: 'nope' });
    expect(await mails('publisher2@acme.test')).toHaveLength(before);
    const read = await call<PaymentDetails>(t.app, tokens.p2!, 'GET', '/api/payment-details');
    expect(read.body.payload).toMatchObject({ routing_code: 'CHASUS33' });
  });
});

describe('who sees payment details', () => {
  const ofPublisher = (id: number) => `/api/network/publishers/${id}/payment-details`;

  it("the owner reads his publisher's, read-only", async () => {
    const read = await call<PaymentDetails>(t.app, tokens.acmeOwner!, 'GET', ofPublisher(ids.paul!));
    expect(read.body.payload).toMatchObject({ method: 'paypal', paypal_email: 'paul@paypal.test' });
    expect((await save(tokens.acmeOwner!, PAYPAL)).status).toBe(403);
  });

  it("another network's owner gets 404, a non-publisher's id 404", async () => {
    expect((await call(t.app, tokens.globexOwner!, 'GET', ofPublisher(ids.paul!), undefined, GLOBEX)).status).toBe(404);
    expect((await call(t.app, tokens.acmeOwner!, 'GET', ofPublisher(ids.advertiser!))).status).toBe(404);
  });

  it('an advertiser and a publisher get 403 where they have no business; no session 401', async () => {
    expect((await call(t.app, tokens.advertiser!, 'GET', '/api/payment-details')).status).toBe(403);
    expect((await save(tokens.advertiser!, PAYPAL)).status).toBe(403);
    expect((await call(t.app, tokens.p2!, 'GET', ofPublisher(ids.paul!))).status).toBe(403);
    expect((await call(t.app, null, 'GET', '/api/payment-details')).status).toBe(401);
  });

  it("a publisher reads only his own (another's are not in his answer)", async () => {
    const read = await call<PaymentDetails>(t.app, tokens.p2!, 'GET', '/api/payment-details');
    expect(read.body.payload).toMatchObject({ method: 'wire' });
    expect(JSON.stringify(read.body)).not.toContain('paul@paypal.test');
  });
});
