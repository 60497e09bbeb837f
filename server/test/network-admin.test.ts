import type { AdminNetwork, AdminNetworkPage, NetworkDataListItem } from '@affnet/contracts';
import { nowIso } from '../src/shared/clock';
import { ACME, body, buildTestApp, GLOBEX, loginRequest, signIn, type TestApp, UNKNOWN_HOST } from './helpers';

let t: TestApp;
let admin: string;
let acmeOwner: string;
let acmePublisher: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, UNKNOWN_HOST, 'admin', 'admin@affnet.test')).token;
  acmeOwner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  acmePublisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
}, 30_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, token?: string, payload?: object, host = UNKNOWN_HOST) =>
  t.app.inject({ method, url, headers: { host, ...(token ? { authorization: token } : {}) }, payload });

const networkIdOf = async (slug: string) =>
  (await t.app.ctx.db.selectFrom('networks').select('id').where('network_id', '=', slug).executeTakeFirstOrThrow()).id;

const register = (slug: string) =>
  send('POST', '/user/network/register', undefined, {
    network_id: slug,
    company_name: `${slug} Partners`,
    name: 'Nora Newton',
    email: `owner@${slug}.test`,
    password: 'Welcome-2026',
  });

describe('super admin network list', () => {
  it('lists every network for the datalist and the table with owner and counts', async () => {
    const list = body<NetworkDataListItem[]>(await send('GET', '/user/network/datalist/', admin)).payload ?? [];
    expect(list.map((n) => n.network_id)).toEqual(expect.arrayContaining(['acme', 'globex']));
    const networks = body<AdminNetwork[]>(await send('GET', '/api/network/list/', admin)).payload ?? [];
    const acme = networks.find((n) => n.network_id === 'acme');
    expect(acme).toMatchObject({
      company_name: 'Acme Media',
      dashboard_domain: ACME,
      status: 'active',
      owner_email: 'owner@acme.test',
      review: null,
    });
    expect(acme?.members).toBeGreaterThan(3);
    expect(acme?.offers).toBeGreaterThan(0);
  });

  it('searches, filters and pages', async () => {
    const found = body<AdminNetworkPage>(
      await send('POST', '/api/network/list/search/', admin, { search: 'GLOBEX', page: 1, limit: 10 }),
    ).payload;
    expect(found?.rows.map((n) => n.network_id)).toEqual(['globex']);
    expect(found?.total).toBe(1);
    const byOwner = body<AdminNetworkPage>(
      await send('POST', '/api/network/list/search/', admin, { search: 'owner@acme' }),
    ).payload;
    expect(byOwner?.rows.map((n) => n.network_id)).toEqual(['acme']);
    const paged = body<AdminNetworkPage>(
      await send('POST', '/api/network/list/search/', admin, { limit: 1, page: 2, sort: 'network_id' }),
    ).payload;
    expect(paged?.rows).toHaveLength(1);
    expect(paged?.total).toBeGreaterThanOrEqual(2);
    const bad = await send('POST', '/api/network/list/search/', admin, { limit: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/limit/);
  });

  it('refuses callers without the admin permission', async () => {
    expect((await send('GET', '/api/network/list/')).statusCode).toBe(401);
    expect((await send('GET', '/api/network/list/', acmeOwner, undefined, ACME)).statusCode).toBe(403);
    expect((await send('GET', '/user/network/datalist/', acmePublisher, undefined, ACME)).statusCode).toBe(403);
    const status = await send(
      'POST',
      '/user/network/status',
      acmeOwner,
      { network_id: 'globex', status: 'inactive' },
      ACME,
    );
    expect(status.statusCode).toBe(403);
  });
});

describe('editing a network', () => {
  it('validates the fields and keeps domains unique', async () => {
    const id = await networkIdOf('globex');
    const base = { id, company_name: 'Globex Ads', dashboard_domain: GLOBEX, status: 'active' };
    const taken = await send('PUT', '/api/network/list', admin, { ...base, dashboard_domain: ACME });
    expect(taken.statusCode).toBe(400);
    expect(body(taken).msg).toBe('dashboard_domain: is already used');
    const invalid = await send('PUT', '/api/network/list', admin, { ...base, dashboard_domain: 'not a host' });
    expect(body(invalid).msg).toMatch(/^dashboard_domain/);
    const empty = await send('PUT', '/api/network/list', admin, { ...base, company_name: '' });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).msg).toMatch(/company_name/);
    const missing = await send('PUT', '/api/network/list', admin, { ...base, id: 999999 });
    expect(missing.statusCode).toBe(404);
    const saved = await send('PUT', '/api/network/list', admin, { ...base, company_name: 'Globex Advertising' });
    expect(body<AdminNetwork>(saved).payload).toMatchObject({ company_name: 'Globex Advertising', status: 'active' });
    await send('PUT', '/api/network/list', admin, base);
  });
});

describe('network status', () => {
  it('deactivating stops sign-in, sessions and tracking links; activating restores them', async () => {
    const now = nowIso();
    const offer = await t.app.ctx.db
      .insertInto('offers')
      .values({
        ...{ network_id: await networkIdOf('acme'), name: 'Open offer', description: '', kpi: '', categories: '[]' },
        ...{ preview_url: 'https://shop.example/', destination_url: 'https://shop.example/land?c={click_id}' },
        ...{ advertiser_id: null, status: 'active', visibility: 'public', payout_type: 'CPA', payout: 100 },
        ...{ revenue: 150, currency: 'USD', countries: '[]', os: '[]', devices: '[]', daily_cap: null },
        ...{ monthly_cap: null, thumbnail_url: null, created_at: now, updated_at: now },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const publisher = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'publisher@acme.test')
      .executeTakeFirstOrThrow();
    const click = () =>
      t.app.inject({
        method: 'GET',
        url: `/click?offer_id=${offer.id}&aff_id=${publisher.id}`,
        headers: { host: ACME, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)' },
      });
    expect((await click()).statusCode).toBe(302);

    const off = await send('POST', '/user/network/status', admin, { network_id: 'acme', status: 'inactive' });
    expect(body<AdminNetwork>(off)).toMatchObject({ msg: 'Network deactivated', payload: { status: 'inactive' } });
    const login = await loginRequest(t.app, ACME, 'owner', 'owner@acme.test');
    expect(login.statusCode).toBe(400);
    expect(body(login).msg).toBe('This network has been deactivated. Please contact the platform administrator.');
    expect((await send('GET', '/api/offers', acmePublisher, undefined, ACME)).statusCode).toBe(401);
    const refused = await click();
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('This offer is not available');

    await send('POST', '/user/network/status', admin, { network_id: 'acme', status: 'active' });
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('log_status')
      .where('network_id', '=', await networkIdOf('acme'))
      .where('action', '=', 'network.status')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.log_status)).toEqual([
      'Network deactivated by the platform administrator',
      'Network activated by the platform administrator',
    ]);
    expect((await loginRequest(t.app, ACME, 'owner', 'owner@acme.test')).statusCode).toBe(200);
    expect((await click()).statusCode).toBe(302);
    expect(
      (await send('POST', '/user/network/status', admin, { network_id: 'nope', status: 'active' })).statusCode,
    ).toBe(404);
  });
});

describe('registration review', () => {
  it('lists a new sign-up until it is approved; the network signs in right away', async () => {
    expect((await register('fresh-net')).statusCode).toBe(200);
    expect(
      (await loginRequest(t.app, 'fresh-net.localhost:3000', 'owner', 'owner@fresh-net.test', 'Welcome-2026'))
        .statusCode,
    ).toBe(200);
    const pending = body<AdminNetwork[]>(await send('GET', '/api/network/registrations', admin)).payload ?? [];
    const fresh = pending.find((n) => n.network_id === 'fresh-net');
    expect(fresh).toMatchObject({ review: 'pending', owner_email: 'owner@fresh-net.test', members: 1 });
    expect(pending.some((n) => n.network_id === 'acme')).toBe(false);
    const approved = await send('POST', `/api/network/registrations/${fresh?.id}/review`, admin, {
      decision: 'approve',
    });
    expect(body<AdminNetwork>(approved).payload).toMatchObject({ review: 'approved', status: 'active' });
    const after = body<AdminNetwork[]>(await send('GET', '/api/network/registrations', admin)).payload ?? [];
    expect(after.some((n) => n.network_id === 'fresh-net')).toBe(false);
  });

  it('rejecting makes the network inactive', async () => {
    await register('spam-net');
    const id = await networkIdOf('spam-net');
    const rejected = await send('POST', `/api/network/registrations/${id}/review`, admin, { decision: 'reject' });
    expect(body<AdminNetwork>(rejected).payload).toMatchObject({ review: 'rejected', status: 'inactive' });
    const login = await loginRequest(t.app, 'spam-net.localhost:3000', 'owner', 'owner@spam-net.test', 'Welcome-2026');
    expect(login.statusCode).toBe(400);
    const acme = await networkIdOf('acme');
    expect(
      (await send('POST', `/api/network/registrations/${acme}/review`, admin, { decision: 'approve' })).statusCode,
    ).toBe(404);
    const bad = await send('POST', `/api/network/registrations/${id}/review`, admin, { decision: 'maybe' });
    expect(body(bad).msg).toMatch(/decision/);
  });
});

describe('deleting a network', () => {
  it('deletes a network without traffic with everything it owns', async () => {
    await register('gone-net');
    const id = await networkIdOf('gone-net');
    const deleted = await send('DELETE', `/api/network/list/${id}`, admin);
    expect(body(deleted)).toMatchObject({ err: 0, payload: { network_id: 'gone-net', clicks: 0 } });
    const db = t.app.ctx.db;
    expect(await db.selectFrom('users').select('id').where('network_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('network_reviews').select('network_id').where('network_id', '=', id).execute()).toEqual(
      [],
    );
    expect((await send('DELETE', `/api/network/list/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a network with traffic unless forced', async () => {
    // Globex, with its demo traffic, is deleted on an app of its own: the other tests of this file need it.
    const own = await buildTestApp();
    try {
      const token = (await signIn(own.app, UNKNOWN_HOST, 'admin', 'admin@affnet.test')).token;
      const remove = (url: string) =>
        own.app.inject({ method: 'DELETE', url, headers: { host: UNKNOWN_HOST, authorization: token } });
      const db = own.app.ctx.db;
      const { id } = await db
        .selectFrom('networks')
        .select('id')
        .where('network_id', '=', 'globex')
        .executeTakeFirstOrThrow();
      const refused = await remove(`/api/network/list/${id}`);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toMatch(/^force: this network has \d+ clicks/);
      const forced = await remove(`/api/network/list/${id}?force=true`);
      expect(forced.statusCode).toBe(200);
      expect(await db.selectFrom('clicks').select('click_id').where('network_id', '=', id).limit(1).execute()).toEqual(
        [],
      );
      for (const table of ['quarter_stats', 'local_day_stats'] as const) {
        expect(await db.selectFrom(table).select('offer_id').where('network_id', '=', id).limit(1).execute()).toEqual(
          [],
        );
      }
      expect((await loginRequest(own.app, GLOBEX, 'owner', 'owner@globex.test')).statusCode).toBe(400);
      // Acme is untouched.
      expect((await loginRequest(own.app, ACME, 'owner', 'owner@acme.test')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  }, 30_000);
});
