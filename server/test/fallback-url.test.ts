import { createHash } from 'node:crypto';
import { type AuditLogEntry, type NetworkSettingsView, type Page, SKIN_COLORS } from '@affnet/contracts';
import { parseTheme } from '../src/networks/theme-settings';
import { type TrackingFixture, trackingFixture } from './click-fixtures';
import { ACME, body, GLOBEX } from './helpers';

let f: TrackingFixture;
let publisher: number;
let acmeOwner: string;
let globexOwner: string;
beforeAll(async () => {
  f = await trackingFixture();
  publisher = await f.userId('publisher@acme.test');
  acmeOwner = await f.token('owner@acme.test');
  globexOwner = await f.token('owner@globex.test', GLOBEX);
});
afterAll(() => f.close());
// Each test starts from networks without a fallback URL, as seeded.
beforeEach(async () => {
  await f.db.updateTable('networks').set({ fallback_url: null }).execute();
  f.app.ctx.nodes.catalogueChanged();
});

const save = (payload: object, token = acmeOwner, host = ACME) =>
  f.app.inject({
    method: 'POST',
    url: '/api/network/setting/fallback',
    headers: { host, authorization: token },
    payload,
  });
function payloadOf<T>(response: Parameters<typeof body>[0]): T {
  const { payload } = body<T>(response);
  if (payload === undefined) throw new Error(`no payload: ${response.body}`);
  return payload;
}
const settings = async (token = acmeOwner, host = ACME) =>
  payloadOf<NetworkSettingsView>(await f.get('/api/get/network/setting', token, host));
const fallbackEntries = async (token = acmeOwner, host = ACME) =>
  payloadOf<Page<AuditLogEntry>>(await f.get('/api/network/audit-log?limit=50', token, host)).rows.filter(
    (row) => row.action === 'setting.fallback',
  );

describe('POST /api/network/setting/fallback', () => {
  it('saves the address, audits the change once with before and after, and a same save records nothing', async () => {
    const before = (await fallbackEntries()).length;
    const saved = await save({ fallback_url: 'https://acme.example/more-offers' });
    expect(saved.statusCode).toBe(200);
    expect(payloadOf<NetworkSettingsView>(saved).fallback_url).toBe('https://acme.example/more-offers');
    expect((await settings()).fallback_url).toBe('https://acme.example/more-offers');
    expect((await save({ fallback_url: ' https://acme.example/more-offers ' })).statusCode).toBe(200);
    const entries = await fallbackEntries();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]!.changes).toEqual([
      { field: 'fallback_url', before: null, after: 'https://acme.example/more-offers' },
    ]);
    await save({ fallback_url: '', log_status: 'No fallback' });
    expect((await settings()).fallback_url).toBe('');
    const removed = (await fallbackEntries())[0]!;
    expect(removed).toMatchObject({ log_status: 'No fallback' });
    expect(removed.changes).toEqual([
      { field: 'fallback_url', before: 'https://acme.example/more-offers', after: null },
    ]);
  });

  it.each([
    ['not a url'],
    ['ftp://files.example/x'],
    ['javascript:alert(1)'],
    ['https://'],
    ['https://user:secret@acme.example/'],
    [`https://acme.example/${'a'.repeat(500)}`],
  ])('refuses %s with a 400 naming fallback_url and records nothing', async (url) => {
    const before = (await fallbackEntries()).length;
    const response = await save({ fallback_url: url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 1, msg: expect.stringContaining('fallback_url') });
    expect((await settings()).fallback_url).toBe('');
    expect(await fallbackEntries()).toHaveLength(before);
  });

  it('refuses a body without the field, naming it', async () => {
    const response = await save({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 1, msg: expect.stringContaining('fallback_url') });
  });

  it("is the owner's alone and his network's alone", async () => {
    const member = await f.token('publisher@acme.test');
    expect((await save({ fallback_url: 'https://x.example/' }, member)).statusCode).toBe(403);
    // Globex's owner, on Acme's host or his own, changes Globex at most.
    expect([401, 403]).toContain((await save({ fallback_url: 'https://globex.example/' }, globexOwner)).statusCode);
    expect((await save({ fallback_url: 'https://globex.example/' }, globexOwner, GLOBEX)).statusCode).toBe(200);
    expect((await settings()).fallback_url).toBe('');
    expect(JSON.stringify(await fallbackEntries())).not.toContain('globex.example');
    expect((await settings(globexOwner, GLOBEX)).fallback_url).toBe('https://globex.example/');
    expect(JSON.stringify(await fallbackEntries(globexOwner, GLOBEX))).toContain('globex.example');
    const offer = await f.addOffer({ status: 'paused' });
    const refused = await f.click({ offer_id: offer, aff_id: publisher });
    expect(refused.statusCode).toBe(200);
  });
});

describe('a refused click', () => {
  it('goes to the saved fallback URL at once (paused or private offer); an accepted one to the offer', async () => {
    const paused = await f.addOffer({ status: 'paused' });
    const privateOffer = await f.addOffer({ visibility: 'private' });
    const active = await f.addOffer();
    expect((await f.click({ offer_id: paused, aff_id: publisher })).statusCode).toBe(200);
    await save({ fallback_url: 'https://acme.example/more-offers' });
    for (const offer of [paused, privateOffer]) {
      const response = await f.click({ offer_id: offer, aff_id: publisher });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://acme.example/more-offers');
    }
    const accepted = await f.click({ offer_id: active, aff_id: publisher });
    expect(String(accepted.headers.location)).toMatch(/^https:\/\/shop\.example\/land/);
  });

  it("without one lands on the network's page in the visitor's language", async () => {
    const offer = await f.addOffer({ status: 'paused' });
    const page = (language?: string) =>
      f.click({ offer_id: offer, aff_id: publisher }, language ? { 'accept-language': language } : {});
    const titles: [string | undefined, string, string][] = [
      ['fr-CA,fr;q=0.9,en;q=0.8', 'fr', 'Cette offre n’est pas disponible'],
      ['de-DE', 'de', 'Dieses Angebot ist nicht verfügbar'],
      ['es-419,es;q=0.9', 'es', 'Esta oferta no está disponible'],
      ['en;q=0.5, de', 'de', 'Dieses Angebot ist nicht verfügbar'],
      ['ja,zh-CN;q=0.8', 'en', 'This offer is not available'],
      [undefined, 'en', 'This offer is not available'],
    ];
    for (const [header, lang, title] of titles) {
      const response = await page(header);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain(`<h1>${title}</h1>`);
    }
  });

  it("wears the network's brand: its name, its logo from its own site, its header colour, nothing from elsewhere", async () => {
    const offer = await f.addOffer({ status: 'paused' });
    const response = await f.click({ offer_id: offer, aff_id: publisher });
    const html = response.body;
    expect(html).toContain(f.acme.company_name);
    expect(f.acme.logo_url).toMatch(/^\/uploads\/acme\//);
    expect(html).toContain(`<img src="${f.acme.logo_url}" alt="${f.acme.company_name}">`);
    expect(html).toContain(`background:${SKIN_COLORS[parseTheme(f.acme.theme).navbarbg].bg}`);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toContain('<script');
    const style = /<style>(.*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
    const logo = await f.app.inject({ url: String(f.acme.logo_url), headers: { host: ACME } });
    expect(logo.statusCode).toBe(200);
    // Globex's refused click shows Globex, never Acme.
    const globexPublisher = await f.userId('publisher@globex.test', f.globex.id);
    const globexOffer = await f.addOffer({ status: 'paused' }, f.globex.id);
    const globex = await f.click({ offer_id: globexOffer, aff_id: globexPublisher }, {}, GLOBEX);
    expect(globex.body).toContain(f.globex.company_name);
    expect(globex.body).not.toContain(f.acme.company_name);
  });

  it('on an unknown host is the same page, unbranded, in the visitor’s language', async () => {
    const response = await f.click({ offer_id: 1, aff_id: 1 }, { 'accept-language': 'es' }, 'nobody.example');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Esta oferta no está disponible</h1>');
    expect(response.body).not.toContain('<header>');
  });
});
