import type { AuditLogEntry, CompanyDetails, Page } from '@affnet/contracts';
import { ACME, body, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

let t: TestApp;
let acmeOwner: string;
let acmePublisher: string;
let globexOwner: string;
beforeAll(async () => {
  t = await buildTestApp();
  acmeOwner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  acmePublisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
  globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
});
afterAll(() => t.close());

const URL = '/api/network/settings/company';
const call = (token: string, method: 'GET' | 'PUT', payload?: object, host = ACME) =>
  t.app.inject({ method, url: URL, headers: { host, authorization: token }, ...(payload ? { payload } : {}) });
const company = async (token = acmeOwner, host = ACME) =>
  body<CompanyDetails>(await call(token, 'GET', undefined, host)).payload;

const ACME_COMPANY = {
  legal_name: 'Acme Média GmbH',
  address: 'Müllerstraße 1, 10115 Berlin',
  country: 'DE',
  tax_id: 'DE123456789',
  billing_email: 'billing@acme.test',
  document_language: 'de',
} as const;

describe('the company details (Settings → Company)', () => {
  it('are blank, documents in English, before the first save', async () => {
    expect(await company(globexOwner, GLOBEX)).toEqual({
      legal_name: '',
      address: '',
      country: '',
      tax_id: '',
      billing_email: '',
      document_language: 'en',
    });
  });

  it('are saved, read back, audited field by field, and kept apart per network', async () => {
    const saved = await call(acmeOwner, 'PUT', { ...ACME_COMPANY, log_status: 'Company for invoices' });
    expect(saved.statusCode).toBe(200);
    expect(body<CompanyDetails>(saved).payload).toEqual(ACME_COMPANY);
    expect(await company()).toEqual(ACME_COMPANY);
    expect((await company(globexOwner, GLOBEX))?.legal_name).toBe('');

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/network/audit-log?limit=1',
      headers: { host: ACME, authorization: acmeOwner },
    });
    const entry = body<Page<AuditLogEntry>>(log).payload?.rows[0];
    expect(entry?.action).toBe('setting.company');
    expect(entry?.log_status).toBe('Company for invoices');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'company_legal_name', before: '', after: 'Acme Média GmbH' },
        { field: 'document_language', before: 'en', after: 'de' },
      ]),
    );

    // The same save again changes nothing and records nothing.
    await call(acmeOwner, 'PUT', ACME_COMPANY);
    const again = body<Page<AuditLogEntry>>(
      await t.app.inject({
        method: 'GET',
        url: '/api/network/audit-log?limit=1',
        headers: { host: ACME, authorization: acmeOwner },
      }),
    ).payload?.rows[0];
    expect(again?.id).toBe(entry?.id);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...ACME_COMPANY, legal_name: '   ' }, 'legal_name'],
      [{ ...ACME_COMPANY, document_language: 'it' }, 'document_language'],
      [{ ...ACME_COMPANY, country: 'Germany' }, 'country'],
      [{ ...ACME_COMPANY, billing_email: 'not an address' }, 'billing_email'],
      [{ ...ACME_COMPANY, tax_id: 'x'.repeat(51) }, 'tax_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(acmeOwner, 'PUT', payload);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ err: 1, msg: expect.stringContaining(field) });
    }
  });

  it('is the owner’s: a publisher gets 403, nobody signed in 401', async () => {
    expect((await call(acmePublisher, 'GET')).statusCode).toBe(403);
    expect((await call(acmePublisher, 'PUT', ACME_COMPANY)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: { host: ACME } })).statusCode).toBe(401);
  });
});
