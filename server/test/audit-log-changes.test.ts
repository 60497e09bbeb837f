import { AUDIT_FIELDS, type AuditLogEntry, type Page, type PostbackForwardingSetting } from '@affnet/contracts';
import { startClockAt } from '../src/shared/clock';
import { ACME, buildTestApp, GLOBEX, multipartFile, PNG_1X1, signIn, type TestApp } from './helpers';
import { TEST_NOW } from './instants';
import { call } from './offers-helpers';

/**
 * Issue 28 item 6: a save records an entry only when something changed, each change with its before and after in the
 * owner's terms (lists as lists, flags as booleans, no stored JSON), and theme and logo changes are recorded.
 */
let t: TestApp;
let owner: string;
let globexOwner: string;
beforeAll(async () => {
  startClockAt(TEST_NOW);
  t = await buildTestApp();
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
});
afterAll(() => t.close());

async function log(token = owner, host = ACME): Promise<Page<AuditLogEntry>> {
  const page = await call<Page<AuditLogEntry>>(
    t.app,
    token,
    'GET',
    '/api/network/audit-log?limit=100',
    undefined,
    host,
  );
  expect(page.status).toBe(200);
  return page.body.payload as Page<AuditLogEntry>;
}

/** Runs a save (200 expected) and answers the entries it added, newest first. */
async function added(save: () => Promise<{ status: number }>): Promise<AuditLogEntry[]> {
  const before = (await log()).total;
  expect((await save()).status).toBe(200);
  const after = await log();
  return after.rows.slice(0, after.total - before);
}

const post = (url: string, payload: object) => () => call(t.app, owner, 'POST', url, payload);

it('tracking link settings: before → after as the owner typed them, and nothing for a save without changes', async () => {
  const link = {
    parameter: 'click_ref',
    customParameters: [{ name: 'src', value: 'affnet' }],
    network_publisher_setting_string: 'source={aff_id}',
  };
  const first = await added(post('/api/network/setting/save', link));
  expect(first).toHaveLength(1);
  expect(first[0]?.action).toBe('setting.link');
  expect(first[0]?.changes).toEqual([
    { field: 'parameter', before: '', after: 'click_ref' },
    { field: 'custom_parameters', before: [], after: ['src=affnet'] },
    { field: 'publisher_setting_string', before: '', after: 'source={aff_id}' },
  ]);
  expect(await added(post('/api/network/setting/save', link))).toEqual([]);
  const renamed = await added(post('/api/network/setting/save', { ...link, parameter: 'sub1' }));
  expect(renamed[0]?.changes).toEqual([{ field: 'parameter', before: 'click_ref', after: 'sub1' }]);
});

it('postback settings, time zone, domains, columns and reporting currency: only a change is recorded', async () => {
  const postbacks = post('/api/network/setting/postbacks', { postback_approval: true, export_retention_days: 30 });
  expect((await added(postbacks))[0]?.changes).toEqual([
    { field: 'postback_approval', before: false, after: true },
    { field: 'export_retention_days', before: 7, after: 30 },
  ]);
  expect(await added(postbacks)).toEqual([]);

  const zone = post('/api/network/setting/save/timezone', { current_timezone: 'Asia/Tokyo' });
  expect((await added(zone))[0]?.changes).toEqual([
    { field: 'current_timezone', before: expect.any(String), after: 'Asia/Tokyo' },
  ]);
  expect(await added(zone)).toEqual([]);

  const domains = post('/api/network/setting/savedomain', { dashboard: ACME, tracking: 'go.acme.test' });
  expect((await added(domains))[0]?.changes).toEqual([
    { field: 'tracking_domain', before: null, after: 'go.acme.test' },
  ]);
  expect(await added(domains)).toEqual([]);

  const columns = post('/api/network/offer/setting/keys', { keys: ['name', 'payout'] });
  expect((await added(columns))[0]?.changes).toEqual([
    { field: 'offer_columns', before: [], after: ['name', 'payout'] },
  ]);
  expect(await added(columns)).toEqual([]);

  expect(await added(post('/api/settings/reporting-currency', { reporting_currency: 'USD' }))).toEqual([]);
});

it('postback forwarding: added, changed (before → after), unchanged (nothing), deleted (before → none)', async () => {
  const url = 'https://hooks.example.com/pb';
  const save = await call<PostbackForwardingSetting>(t.app, owner, 'POST', '/api/network/postback/forwarding/save', {
    mode: 'all',
    url,
  });
  const id = save.body.payload?.postback_forwarding_setting_id as number;
  const update = (mode: string) =>
    post('/api/network/postback/forwarding/update', { postback_forwarding_setting_id: id, mode, url });
  expect((await added(update('unmatched')))[0]?.changes).toEqual([
    { field: 'mode', before: 'all', after: 'unmatched' },
  ]);
  expect(await added(update('unmatched'))).toEqual([]);
  const removed = await added(
    post('/api/delete/network/postback/forwarding/setting', { postback_forwarding_setting_id: id }),
  );
  expect(removed[0]?.changes).toEqual([
    { field: 'mode', before: 'unmatched', after: null },
    { field: 'url', before: url, after: null },
  ]);
});

it('a theme change is recorded field by field, a save of the same theme is not, and no other network sees it', async () => {
  const theme = post('/api/network/save/theme/', {
    network_id: 'acme',
    settings: { navbarbg: 'skin3', theme: 'dark' },
  });
  const [entry] = await added(theme);
  expect(entry?.action).toBe('setting.theme');
  expect(entry?.changes).toEqual([
    { field: 'theme.theme', before: 'light', after: 'dark' },
    { field: 'theme.navbarbg', before: 'skin1', after: 'skin3' },
  ]);
  expect(await added(theme)).toEqual([]);
  expect((await log(globexOwner, GLOBEX)).rows.some((row) => row.action === 'setting.theme')).toBe(false);
});

it('a logo upload is "Logo changed" with its variant and the image addresses, never its bytes', async () => {
  const upload = (url: string) => async () => {
    const file = multipartFile(PNG_1X1);
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: { host: ACME, authorization: owner, ...file.headers },
      payload: file.payload,
    });
    return { status: response.statusCode };
  };
  const [main] = await added(upload('/api/network/upload/logo/'));
  expect(main).toMatchObject({ action: 'setting.logo', changes: [{ field: 'logo.main' }] });
  expect(main?.changes[0]?.before).not.toEqual(main?.changes[0]?.after);
  expect(main?.changes[0]?.after).toMatch(/^\/uploads\/acme\/logo-[0-9a-f]+\.png$/);
  const [medium] = await added(upload('/api/network/upload/logo/medium'));
  expect(medium).toMatchObject({ action: 'setting.logo', changes: [{ field: 'logo.medium' }] });
  expect(JSON.stringify(medium)).not.toContain(PNG_1X1.toString('base64').slice(0, 16));
});

it("a publisher's status, auto-approve and cutback: before → after, and nothing when set to what they are", async () => {
  const publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).userDetail;
  const send = (method: 'PUT' | 'POST', url: string, payload: object) => () => call(t.app, owner, method, url, payload);
  const status = send('POST', `/api/publisher/list/${publisher.id}`, { status: 'active' });
  expect(await added(status)).toEqual([]);
  const cutback = send('PUT', `/api/publisher/update/cutback/${publisher.id}`, { cutback_percent: 15 });
  const [entry] = await added(cutback);
  expect(entry).toMatchObject({ action: 'publisher.cutback', subject: publisher.name });
  expect(entry?.changes).toEqual([{ field: 'cutback_percent', before: expect.any(Number), after: 15 }]);
  expect(await added(cutback)).toEqual([]);
  const autoApprove = (on: boolean) =>
    send('PUT', `/api/update/publisher/auto/approve/${publisher.id}`, { auto_approve: on });
  const [turned] = await added(autoApprove(true));
  expect(turned?.changes).toEqual([{ field: 'auto_approve', before: false, after: true }]);
  expect(await added(autoApprove(true))).toEqual([]);
  expect((await added(autoApprove(false)))[0]?.changes).toEqual([
    { field: 'auto_approve', before: true, after: false },
  ]);
});

it('every field any entry carries is one the audit log page has words for (AUDIT_FIELDS)', async () => {
  const fields = new Set((await log()).rows.flatMap((row) => row.changes.map((change) => change.field)));
  expect(fields.size).toBeGreaterThan(10);
  expect([...fields].filter((field) => !(AUDIT_FIELDS as readonly string[]).includes(field))).toEqual([]);
});
