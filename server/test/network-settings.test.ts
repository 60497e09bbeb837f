import type { AuditLogEntry, NetworkSettingsView, Page, PublisherLinkSettings } from '@affnet/contracts';
import { ACME, body, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

let t: TestApp;
let acmeOwner: string;
let acmePublisher: string;
let globexOwner: string;
/** The newest audit entry before any test ran (0: none). */
let lastSeededAudit: number;
beforeAll(async () => {
  t = await buildTestApp();
  acmeOwner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  acmePublisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
  globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
  const newest = await t.app.ctx.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirst();
  lastSeededAudit = newest?.id ?? 0;
});
afterAll(() => t.close());
// Tests save settings and count audit entries: each starts from networks that never saved and an audit log as
// seeded, whatever ran before it.
beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('network_settings').execute();
  await t.app.ctx.db.deleteFrom('audit_log').where('id', '>', lastSeededAudit).execute();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, host = ACME) =>
  t.app.inject({ method, url, headers: { host, authorization: token }, ...(payload ? { payload } : {}) });
const settings = async (token = acmeOwner, host = ACME) =>
  body<NetworkSettingsView>(await call(token, 'GET', '/api/get/network/setting', undefined, host)).payload;
const auditRows = async (token = acmeOwner, host = ACME) =>
  body<Page<AuditLogEntry>>(await call(token, 'GET', '/api/network/audit-log?limit=5', undefined, host)).payload;

describe('GET /api/get/network/setting', () => {
  it('returns the defaults of a network that never saved', async () => {
    expect(await settings()).toEqual({
      parameter: '',
      customParameters: [],
      network_publisher_setting_string: '',
      current_timezone: expect.any(String),
      domain: { dashboard: 'acme.localhost:3000', tracking: null },
      postback_approval: false,
      export_retention_days: 7,
      fallback_url: '',
    });
  });

  it('is for the owner only: 401 without a token, 403 for a publisher', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/get/network/setting', headers: { host: ACME } });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(acmePublisher, 'GET', '/api/get/network/setting')).statusCode).toBe(403);
  });
});

describe('POST /api/network/setting/postbacks', () => {
  const save = (payload: object, token = acmeOwner, host = ACME) =>
    call(token, 'POST', '/api/network/setting/postbacks', payload, host);

  it('saves the two settings and writes the audit entry with log_status', async () => {
    const response = await save({ postback_approval: true, export_retention_days: 30, log_status: 'Approval on' });
    expect(response.statusCode).toBe(200);
    expect(await settings()).toMatchObject({ postback_approval: true, export_retention_days: 30 });
    const [entry] = (await auditRows())?.rows ?? [];
    expect(entry).toMatchObject({
      action: 'setting.postbacks',
      log_status: 'Approval on',
      user_name: expect.any(String),
    });
    expect(entry?.changes).toEqual([
      { field: 'postback_approval', before: false, after: true },
      { field: 'export_retention_days', before: 7, after: 30 },
    ]);
  });

  it('never lets a network allow private postback targets: a release built before may still send the field', async () => {
    const response = await save({ postback_approval: false, allow_private_targets: true, export_retention_days: 7 });
    expect(response.statusCode).toBe(200);
    expect(await settings()).not.toHaveProperty('allow_private_targets');
    const refused = await call(acmePublisher, 'POST', '/api/postbacks/test', { url: 'http://127.0.0.1:9/pb' });
    expect([refused.statusCode, body(refused).msg]).toEqual([400, expect.stringContaining('refused target')]);
  });

  it('writes a sentence of its own when log_status is absent', async () => {
    await save({ postback_approval: false, export_retention_days: 8 });
    const [entry] = (await auditRows())?.rows ?? [];
    expect(entry?.log_status).toBe('Postback settings saved: approval not required, files kept 8 days');
  });

  it('records nothing for a save that changes nothing (issue 28)', async () => {
    const before = (await auditRows())?.total;
    expect((await save({ postback_approval: false, export_retention_days: 7 })).statusCode).toBe(200);
    expect((await auditRows())?.total).toBe(before);
  });

  it.each([
    [{ postback_approval: true, export_retention_days: 0 }, 'export_retention_days'],
    [{ postback_approval: true, export_retention_days: 91 }, 'export_retention_days'],
    [{ postback_approval: 'yes', export_retention_days: 5 }, 'postback_approval'],
    [{ export_retention_days: 5 }, 'postback_approval'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toContain(field);
  });

  it('is refused to a publisher (403) and leaves another network untouched', async () => {
    const payload = { postback_approval: true, export_retention_days: 9 };
    expect((await save(payload, acmePublisher)).statusCode).toBe(403);
    expect((await save(payload, globexOwner, GLOBEX)).statusCode).toBe(200);
    expect((await settings())?.export_retention_days).toBe(7);
    expect((await settings(globexOwner, GLOBEX))?.export_retention_days).toBe(9);
  });
});

describe('tracking link settings', () => {
  const save = (payload: object, token = acmeOwner) => call(token, 'POST', '/api/network/setting/save', payload);
  const link = {
    parameter: 'click_ref',
    customParameters: [{ name: 'src', value: 'affnet' }],
    network_publisher_setting_string: '?source={aff_id}&o={offer_id}',
    log_status: 'Link settings changed',
  };

  it('saves them (a leading ? is dropped) and any member reads them', async () => {
    expect((await save(link)).statusCode).toBe(200);
    const view = body<PublisherLinkSettings>(
      await call(acmePublisher, 'GET', '/api/get/publisher/link/settings'),
    ).payload;
    expect(view).toEqual({
      parameter: 'click_ref',
      customParameters: [{ name: 'src', value: 'affnet' }],
      network_publisher_setting_string: 'source={aff_id}&o={offer_id}',
      tracking_domain: 'acme.localhost:3000',
    });
    expect((await auditRows())?.rows[0]).toMatchObject({ action: 'setting.link', log_status: 'Link settings changed' });
  });

  it.each([
    [{ ...link, parameter: 'aff_id' }, 'parameter'],
    [{ ...link, parameter: 'bad name' }, 'parameter'],
    [{ ...link, customParameters: [{ name: 'click_ref', value: 'x' }] }, 'customParameters'],
    [{ ...link, network_publisher_setting_string: 'offer_id=3' }, 'network_publisher_setting_string'],
    [{ ...link, network_publisher_setting_string: 'a={secret}' }, 'network_publisher_setting_string'],
    [{ ...link, network_publisher_setting_string: 'a b=1' }, 'network_publisher_setting_string'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toContain(field);
  });

  it('is refused to a publisher', async () => {
    expect((await save(link, acmePublisher)).statusCode).toBe(403);
  });
});

describe('GET /api/network/audit-log', () => {
  it('pages the caller’s entries only, newest first', async () => {
    const saves = { postback_approval: false, export_retention_days: 7 };
    // Each save changes something: a save without changes records nothing.
    for (const [days, log_status] of [
      [8, 'First'],
      [9, 'Second'],
      [10, 'Third'],
    ] as const) {
      const saved = await call(acmeOwner, 'POST', '/api/network/setting/postbacks', {
        ...saves,
        export_retention_days: days,
        log_status,
      });
      expect(saved.statusCode).toBe(200);
    }
    const globexSaved = await call(
      globexOwner,
      'POST',
      '/api/network/setting/postbacks',
      { ...saves, export_retention_days: 8, log_status: 'Globex' },
      GLOBEX,
    );
    expect(globexSaved.statusCode).toBe(200);
    const page = await auditRows();
    expect(page?.limit).toBe(5);
    expect(page?.total).toBeGreaterThanOrEqual(3);
    const ids = page?.rows.map((r) => r.id) ?? [];
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const globex = await auditRows(globexOwner, GLOBEX);
    expect(globex?.rows.every((r) => !ids.includes(r.id))).toBe(true);
    expect(globex?.total).toBe(1);
  });

  it('answers 403 to a publisher and 400 to a bad page', async () => {
    expect((await call(acmePublisher, 'GET', '/api/network/audit-log')).statusCode).toBe(403);
    const bad = await call(acmeOwner, 'GET', '/api/network/audit-log?page=0');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain('page');
  });
});
