import type { PostbackForwardingSetting, SettingKeys } from '@affnet/contracts';
import { trackingOf } from '../src/tracking/tracking';
import { ACME, body, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

let t: TestApp;
let owner: string;
let publisher: string;
let publisherId: number;
let globexOwner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  const member = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
  publisher = member.token;
  publisherId = Number(member.userDetail.id);
  globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
});
afterAll(() => t.close());
// Tests save link settings, export columns and a tracking domain: each starts from the demo networks, which never
// saved settings and have no tracking domain, whatever ran before it.
beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('network_settings').execute();
  await t.app.ctx.db.updateTable('networks').set({ tracking_domain: null }).execute();
  t.app.ctx.nodes.catalogueChanged();
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, host = ACME) =>
  t.app.inject({ method, url, headers: { host, authorization: token }, ...(payload ? { payload } : {}) });

async function publicOffer(): Promise<number> {
  const offer = await t.app.ctx.db
    .selectFrom('offers')
    .innerJoin('networks', 'networks.id', 'offers.network_id')
    .select('offers.id')
    .where('networks.network_id', '=', 'acme')
    .where('offers.visibility', '=', 'public')
    .where('offers.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return offer.id;
}

describe('tracking link settings take effect', () => {
  it('renames Sub ID 1, adds the custom pairs and the template, and /click reads them back', async () => {
    const saved = await call(owner, 'POST', '/api/network/setting/save', {
      parameter: 'ref',
      customParameters: [{ name: 'src', value: 'affnet' }],
      network_publisher_setting_string: 'pub={aff_id}&o={offer_id}',
    });
    expect(saved.statusCode).toBe(200);
    const offerId = await publicOffer();
    const link = await call(publisher, 'GET', `/api/offers/${offerId}/tracking-link?aff_sub1=abc&aff_sub2=x`);
    const url = new URL(body<{ url: string }>(link).payload?.url ?? '');
    expect([...url.searchParams.entries()]).toEqual([
      ['offer_id', String(offerId)],
      ['aff_id', String(publisherId)],
      ['ref', 'abc'],
      ['aff_sub2', 'x'],
      ['src', 'affnet'],
      ['pub', String(publisherId)],
      ['o', String(offerId)],
    ]);
    const click = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: ACME } });
    // Accepted (302) or turned away by targeting (200 page): either way the click is recorded with its subs.
    expect([200, 302]).toContain(click.statusCode);
    await trackingOf(t.app.ctx).writer.flush();
    const row = await t.app.ctx.db
      .selectFrom('clicks')
      .select(['sub1', 'sub2'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sub1: 'abc', sub2: 'x' });
  });
});

describe('domains', () => {
  const save = (payload: object, token = owner, host = ACME) =>
    call(token, 'POST', '/api/network/setting/savedomain', payload, host);

  it('saves a tracking domain used by the tracking link, and clears it with an empty value', async () => {
    expect((await save({ tracking: 'track.acme.test:8080', log_status: 'Tracking host' })).statusCode).toBe(200);
    const link = await call(publisher, 'GET', '/api/get/publisher/link/settings');
    expect(body<{ tracking_domain: string }>(link).payload?.tracking_domain).toBe('track.acme.test:8080');
    expect((await save({ tracking: '' })).statusCode).toBe(200);
    expect(
      body<{ tracking_domain: string }>(await call(publisher, 'GET', '/api/get/publisher/link/settings')).payload
        ?.tracking_domain,
    ).toBe(ACME);
  });

  it.each([
    [{ dashboard: 'Acme.Test' }, 'dashboard: must be lower case'],
    [{ dashboard: 'acme test' }, 'dashboard: must be a host name'],
    [{ tracking: 'x.test:70000' }, 'tracking: must be a host name'],
    [{ dashboard: GLOBEX }, 'dashboard: is already used'],
    [{ tracking: GLOBEX }, 'tracking: is already used'],
    [{}, 'domain: give dashboard or tracking'],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toContain(message);
  });

  it('is refused to a publisher and never touches another network', async () => {
    expect((await save({ tracking: 'x.acme.test' }, publisher)).statusCode).toBe(403);
    expect((await save({ tracking: ACME }, globexOwner, GLOBEX)).statusCode).toBe(400);
  });
});

describe('export columns', () => {
  it('saves the offer columns and offers.csv follows them', async () => {
    const saved = await call(owner, 'POST', '/api/network/offer/setting/keys', { keys: ['name', 'id', 'revenue'] });
    expect(body<SettingKeys>(saved).payload?.keys).toEqual(['name', 'id', 'revenue']);
    const ownerCsv = await call(owner, 'GET', '/api/offers/export.csv');
    expect(ownerCsv.body.split('\r\n')[0]).toBe('Name,ID,Revenue');
    const publisherCsv = await call(publisher, 'GET', '/api/offers/export.csv');
    expect(publisherCsv.body.split('\r\n')[0]).toBe('Name,ID');
    const globex = await call(globexOwner, 'GET', '/api/get/offer/setting/keys', undefined, GLOBEX);
    expect(body<SettingKeys>(globex).payload?.keys).toEqual([]);
    await call(owner, 'POST', '/api/network/offer/setting/keys', { keys: [] });
    expect((await call(owner, 'GET', '/api/offers/export.csv')).body.split('\r\n')[0]).toBe(
      'ID,Name,Status,Visibility,Payout type,Payout,Currency,Countries,OS,Categories,Revenue',
    );
  });

  it('saves the report columns and stats.csv follows them', async () => {
    await call(owner, 'POST', '/api/network/report/setting/keys', { keys: ['conversions', 'clicks'] });
    const csv = await call(owner, 'GET', '/api/statistics/report.csv?preset=this_month&group=offer');
    expect(csv.body.split('\r\n')[0]).toBe('Offer,Conversions,Clicks');
    const keys = body<SettingKeys>(await call(owner, 'GET', '/api/get/report/setting/keys')).payload;
    expect(keys?.keys).toEqual(['conversions', 'clicks']);
    expect(keys?.available.map((c) => c.key)).toContain('profit');
  });

  it('refuses unknown or repeated columns and publishers', async () => {
    for (const keys of [['nope'], ['id', 'id']]) {
      const response = await call(owner, 'POST', '/api/network/offer/setting/keys', { keys });
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toContain('keys');
    }
    expect((await call(publisher, 'GET', '/api/get/offer/setting/keys')).statusCode).toBe(403);
  });
});

describe('postback forwarding settings', () => {
  it('adds, lists, updates and deletes, each in the audit log', async () => {
    const added = await call(owner, 'POST', '/api/network/postback/forwarding/save', {
      mode: 'all',
      url: 'https://crm.example/pb?c={click_id}&p={payout}',
      log_status: 'Forward to CRM',
    });
    expect(added.statusCode).toBe(200);
    const id = body<PostbackForwardingSetting>(added).payload?.postback_forwarding_setting_id ?? 0;
    const list = async (token = owner, host = ACME) =>
      body<PostbackForwardingSetting[]>(
        await call(token, 'GET', '/api/get/network/postback/forwarding/setting', undefined, host),
      ).payload;
    expect(await list()).toMatchObject([{ postback_forwarding_setting_id: id, mode: 'all' }]);
    expect(await list(globexOwner, GLOBEX)).toEqual([]);
    const update = { postback_forwarding_setting_id: id, mode: 'unmatched', url: 'http://crm.example/u' };
    expect((await call(owner, 'POST', '/api/network/postback/forwarding/update', update)).statusCode).toBe(200);
    expect(
      (await call(globexOwner, 'POST', '/api/network/postback/forwarding/update', update, GLOBEX)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          globexOwner,
          'POST',
          '/api/delete/network/postback/forwarding/setting',
          { postback_forwarding_setting_id: id },
          GLOBEX,
        )
      ).statusCode,
    ).toBe(404);
    expect((await list())?.[0]).toMatchObject({ mode: 'unmatched', url: 'http://crm.example/u' });
    const deleted = await call(owner, 'POST', '/api/delete/network/postback/forwarding/setting', {
      postback_forwarding_setting_id: id,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await list()).toEqual([]);
    const actions = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'log_status'])
      .where('action', 'like', 'setting.forwarding%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'setting.forwarding.add',
      'setting.forwarding.update',
      'setting.forwarding.delete',
    ]);
    expect(actions[0]?.log_status).toBe('Forward to CRM');
  });

  it('refuses a private or reserved target at save and at update, as a postback is refused', async () => {
    for (const url of ['http://127.0.0.1:9/pb', 'http://169.254.169.254/latest', 'http://[::1]/', 'http://10.0.0.7/']) {
      const added = await call(owner, 'POST', '/api/network/postback/forwarding/save', { mode: 'all', url });
      expect([url, added.statusCode, body(added).code, body(added).field]).toEqual([url, 400, 'REFUSED_TARGET', 'url']);
    }
    const saved = await call(owner, 'POST', '/api/network/postback/forwarding/save', {
      mode: 'all',
      url: 'https://93.184.215.14/pb',
    });
    const id = body<PostbackForwardingSetting>(saved).payload?.postback_forwarding_setting_id ?? 0;
    const moved = await call(owner, 'POST', '/api/network/postback/forwarding/update', {
      postback_forwarding_setting_id: id,
      mode: 'all',
      url: 'http://192.168.1.1/pb',
    });
    expect([moved.statusCode, body(moved).code]).toEqual([400, 'REFUSED_TARGET']);
    await call(owner, 'POST', '/api/delete/network/postback/forwarding/setting', {
      postback_forwarding_setting_id: id,
    });
  });

  it.each([
    [{ mode: 'all', url: 'ftp://x.example' }, 'url'],
    [{ mode: 'all', url: 'https://x.example/?a={secret}' }, 'url'],
    [{ mode: 'some', url: 'https://x.example' }, 'mode'],
    [{ mode: 'all' }, 'url'],
  ])('answers 400 for %j', async (payload, field) => {
    const response = await call(owner, 'POST', '/api/network/postback/forwarding/save', payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toContain(field);
  });

  it('is refused to a publisher', async () => {
    expect((await call(publisher, 'GET', '/api/get/network/postback/forwarding/setting')).statusCode).toBe(403);
  });
});
