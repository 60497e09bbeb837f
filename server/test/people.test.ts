import type { FastifyInstance } from 'fastify';
import { ACME, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

let test: TestApp;
let app: FastifyInstance;
let owner: string;
let globexOwner: string;
let publisherToken: string;
let advertiserToken: string;
let acmePublisherId: number;
let globexPublisherId: number;

const userId = async (email: string) =>
  (await app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object, host = ACME) {
  const headers: Record<string, string> = { host };
  if (token) headers.authorization = token;
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  test = await buildTestApp({ DEMO_CLICKS: '0' });
  app = test.app;
  owner = (await signIn(app, ACME, 'owner', 'owner@acme.test')).token;
  globexOwner = (await signIn(app, GLOBEX, 'owner', 'owner@globex.test')).token;
  publisherToken = (await signIn(app, ACME, 'member', 'publisher@acme.test')).token;
  advertiserToken = (await signIn(app, ACME, 'member', 'advertiser@acme.test')).token;
  acmePublisherId = await userId('publisher@acme.test');
  globexPublisherId = await userId('publisher@globex.test');
});
afterAll(() => test.close());

const newPublisher = (email: string, extra: object = {}) => ({
  name: 'Nina New',
  email,
  company_name: 'Nina Media',
  status: 'active',
  ...extra,
});

describe('publisher administration', () => {
  it('answers 401 without a token and 403 for publishers and advertisers on every route', async () => {
    const routes: [Parameters<typeof send>[0], string, object?][] = [
      ['GET', `/api/get/publisher/${acmePublisherId}`],
      ['POST', '/api/add/publisher', newPublisher('x@acme.test')],
      ['PUT', `/api/update/publisher/${acmePublisherId}`, newPublisher('x@acme.test')],
      ['PUT', `/api/update/publisher/auto/approve/${acmePublisherId}`, { auto_approve: true }],
      ['GET', '/api/publisher/accounts'],
      ['POST', '/api/publisher/accounts', { name: 'M', email: 'm@acme.test', skypeId: 'm' }],
      ['GET', '/api/publisher/list/'],
      ['POST', `/api/publisher/list/${acmePublisherId}`, { status: 'active' }],
      ['DELETE', `/api/publisher/list/${acmePublisherId}`],
      ['POST', '/api/publisher/view', { options: { page: 1, limit: 10 } }],
      ['GET', '/api/publisher/view/byname'],
      ['PUT', `/api/publisher/update/cutback/${acmePublisherId}`, { cutback_percent: 10 }],
      ['POST', '/api/network/invites', { kind: 'publisher' }],
      ['GET', '/api/network/invites'],
      ['POST', `/api/publisher/login-as/${acmePublisherId}`, {}],
      ['GET', '/api/advertisers'],
      ['POST', '/api/advertisers', newPublisher('y@acme.test')],
    ];
    for (const [method, url, payload] of routes) {
      expect([url, (await send(method, url, undefined, payload)).statusCode]).toEqual([url, 401]);
      expect([url, (await send(method, url, publisherToken, payload)).statusCode]).toEqual([url, 403]);
      expect([url, (await send(method, url, advertiserToken, payload)).statusCode]).toEqual([url, 403]);
    }
  });

  it('another network’s publisher is a 404, never data', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/get/publisher/${globexPublisherId}`],
      ['PUT', `/api/update/publisher/${globexPublisherId}`, newPublisher('g@globex.test')],
      ['PUT', `/api/update/publisher/auto/approve/${globexPublisherId}`, { auto_approve: true }],
      ['POST', `/api/publisher/list/${globexPublisherId}`, { status: 'inactive' }],
      ['DELETE', `/api/publisher/list/${globexPublisherId}`],
      ['PUT', `/api/publisher/update/cutback/${globexPublisherId}`, { cutback_percent: 50 }],
      ['POST', `/api/publisher/login-as/${globexPublisherId}`, {}],
      ['GET', `/api/get/publisher/${await userId('owner@acme.test')}`],
    ] as [Parameters<typeof send>[0], string, object?][]) {
      const response = await send(method, url, owner, payload);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    const list = (await send('GET', '/api/publisher/list/', owner)).json().payload as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(globexPublisherId);
  });

  it('400s name the field', async () => {
    const cases: [string, object, RegExp][] = [
      ['/api/add/publisher', { ...newPublisher('bad'), email: 'not-an-email' }, /email/],
      ['/api/add/publisher', { ...newPublisher('n@acme.test'), name: '' }, /name/],
      ['/api/add/publisher', { ...newPublisher('n@acme.test'), status: 'gone' }, /status/],
      ['/api/add/publisher', newPublisher('publisher@acme.test'), /email/],
      ['/api/add/publisher', { ...newPublisher('p@acme.test'), password: 'short' }, /password/],
      ['/api/add/publisher', { ...newPublisher('p@acme.test'), account_manager_id: 999999 }, /account_manager_id/],
    ];
    for (const [url, payload, message] of cases) {
      const response = await send('POST', url, owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(message);
    }
    const cutback = await send('PUT', `/api/publisher/update/cutback/${acmePublisherId}`, owner, {
      cutback_percent: 101,
    });
    expect(cutback.statusCode).toBe(400);
    expect(cutback.json().msg).toMatch(/cutback_percent/);
    const view = await send('POST', '/api/publisher/view', owner, { options: { page: 0, limit: 10 } });
    expect(view.json().msg).toMatch(/page/);
  });

  it('adds a publisher without a password (mails a set-password link), edits, lists, deactivates, deletes', async () => {
    const mail = jest.spyOn(app.ctx.mail, 'queue');
    const managers = (await send('GET', '/api/publisher/accounts', owner)).json().payload;
    expect(managers).toEqual([expect.objectContaining({ name: 'Maria Manager', skypeId: 'maria.acme' })]);
    const added = await send('POST', '/api/add/publisher', owner, newPublisher('Nina@Acme.test'));
    expect(added.statusCode).toBe(200);
    const nina = added.json().payload;
    expect(nina).toMatchObject({ email: 'nina@acme.test', status: 'active', cutback_percent: 0, auto_approve: false });
    expect(mail).toHaveBeenCalledWith(expect.objectContaining({ to: 'nina@acme.test' }));
    expect(String(mail.mock.calls.at(-1)?.[0].text)).toMatch(/http:\/\/acme\.localhost:3000\/reset-password\?link=/);

    const manager = (
      await send('POST', '/api/publisher/accounts', owner, {
        name: 'Tom Manager',
        email: 'tom@acme.test',
        skypeId: 'tom',
      })
    ).json().payload;
    const edited = await send('PUT', `/api/update/publisher/${nina.id}`, owner, {
      ...newPublisher('nina2@acme.test'),
      name: 'Nina Renamed',
      account_manager_id: manager.id,
      password: 'Nina-pass-1',
    });
    expect(edited.json().payload).toMatchObject({
      name: 'Nina Renamed',
      email: 'nina2@acme.test',
      account_manager: { id: manager.id, name: 'Tom Manager', email: 'tom@acme.test', skypeId: 'tom' },
    });
    const taken = await send('PUT', `/api/update/publisher/${nina.id}`, owner, newPublisher('publisher@acme.test'));
    expect(taken.statusCode).toBe(400);
    await signIn(app, ACME, 'member', 'nina2@acme.test', 'Nina-pass-1');

    const view = (
      await send('POST', '/api/publisher/view', owner, {
        options: { page: 1, limit: 10, sort: 'name', order: 'desc' },
        search: 'renamed',
      })
    ).json().payload;
    expect(view).toMatchObject({ total: 1, rows: [{ id: nina.id, clicks: 0, conversions: 0, payout: 0 }] });
    const names = (await send('GET', '/api/publisher/view/byname', owner)).json().payload as { name: string }[];
    expect(names.map((n) => n.name)).toEqual([...names.map((n) => n.name)].sort());

    const off = await send('POST', `/api/publisher/list/${nina.id}`, owner, { status: 'inactive' });
    expect(off.json().payload).toMatchObject({ id: nina.id, status: 'inactive' });
    const login = await app.inject({
      method: 'POST',
      url: '/user/login',
      headers: { host: ACME },
      payload: { userDetails: { email: 'nina2@acme.test', password: 'Nina-pass-1' } },
    });
    expect(login.statusCode).toBe(400);
    const inactiveView = (
      await send('POST', '/api/publisher/view', owner, { options: { page: 1, limit: 50, status: 'inactive' } })
    ).json().payload;
    expect(inactiveView.rows.map((r: { id: number }) => r.id)).toEqual([nina.id]);

    expect((await send('DELETE', `/api/publisher/list/${nina.id}`, owner)).statusCode).toBe(200);
    expect((await send('GET', `/api/get/publisher/${nina.id}`, owner)).statusCode).toBe(404);
  });

  it('creates invitation links that open the registration page', async () => {
    const created = (await send('POST', '/api/network/invites', owner, { kind: 'advertiser' })).json().payload;
    expect(created.url).toBe(`http://acme.localhost:3000/register/advertiser?token=${created.token}`);
    const info = await app.inject({ url: `/api/invite/${created.token}`, headers: { host: ACME } });
    expect(info.json().payload).toMatchObject({ kind: 'advertiser' });
    const list = (await send('GET', '/api/network/invites', owner)).json().payload as { token: string }[];
    expect(list.map((i) => i.token)).toContain(created.token);
    const globexList = (await send('GET', '/api/network/invites', globexOwner, undefined, GLOBEX)).json().payload;
    expect(globexList.map((i: { token: string }) => i.token)).not.toContain(created.token);
  });

  it('log in as publisher: an account token the /ext hand-off accepts, audited', async () => {
    const answer = (await send('POST', `/api/publisher/login-as/${acmePublisherId}`, owner, {})).json().payload;
    expect(answer).toMatchObject({ loginType: 'account', publisher: { id: acmePublisherId } });
    expect(answer.url).toBe(`/ext/login?accountToken=${encodeURIComponent(answer.accountToken)}`);
    const ext = await app.inject({
      method: 'POST',
      url: '/user/account/login',
      headers: { host: ACME },
      payload: { accountToken: answer.accountToken },
    });
    expect(ext.json().payload[0]).toMatchObject({ loginType: 'account', userDetail: { email: 'publisher@acme.test' } });
    const audit = await app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'publisher.login_as')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('advertiser administration', () => {
  it('lists, adds, edits and changes status; other networks’ advertisers are 404', async () => {
    const added = await send('POST', '/api/advertisers', owner, {
      name: 'Ada Ads',
      email: 'ada@acme.test',
      company_name: 'Ada Inc',
      password: 'Ada-pass-12',
    });
    const ada = added.json().payload;
    expect(ada).toMatchObject({ name: 'Ada Ads', status: 'active' });
    const page = (await send('GET', '/api/advertisers?search=ada%20ads&page=1&limit=5', owner)).json().payload;
    expect(page).toMatchObject({ total: 1, rows: [{ id: ada.id }] });
    const edited = await send('PUT', `/api/advertisers/${ada.id}`, owner, {
      name: 'Ada Edited',
      email: 'ada@acme.test',
      company_name: 'Ada Inc',
    });
    expect(edited.json().payload.name).toBe('Ada Edited');
    const off = await send('POST', `/api/advertisers/${ada.id}/status`, owner, { status: 'inactive' });
    expect(off.json().payload.status).toBe('inactive');
    const globexAdvertiser = await userId('advertiser@globex.test');
    expect(
      (await send('POST', `/api/advertisers/${globexAdvertiser}/status`, owner, { status: 'inactive' })).statusCode,
    ).toBe(404);
    expect(
      (
        await send('PUT', `/api/advertisers/${acmePublisherId}`, owner, {
          name: 'x',
          email: 'x@acme.test',
          company_name: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const bad = await send('GET', '/api/advertisers?limit=0', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/limit/);
  });
});
