/**
 * The contract walk: every method and path of spec section 7 ("Authentication" calls that need a session,
 * "Network", "Publisher"), with who may call it and a valid body. For each call: no token → 401, a wrong
 * role → 403, the right role → an answer that is not 401/403/404/5xx, and the Globex owner using an Acme id
 * gets 404 or his own data, never Acme's.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Selectable } from 'kysely';
import { nowIso } from '../src/clock';
import type { PublisherCredentialsTable } from '../src/db/schema';
import { ACME, buildTestApp, GLOBEX, multipartFile, PNG_1X1, signIn, type TestApp, UNKNOWN_HOST } from './helpers';

type Role = 'admin' | 'owner' | 'publisher' | 'advertiser';
const ROLES: Role[] = ['admin', 'owner', 'publisher', 'advertiser'];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Ids {
  acme: number;
  publisher: number;
  spare: number;
  doomed: number;
  forwarding: number;
  doomedForwarding: number;
  walkNetwork: number;
  timeZone: string;
}

interface Row {
  method: Method;
  path: (ids: Ids) => string;
  /** Roles allowed; 'public' needs no session; 'apikey' authenticates by the apikey/secretkey headers. */
  allowed: Role[] | 'public' | 'apikey';
  /** Roles refused with 403 (default: every role not allowed). Roles in neither list must just not fail. */
  refused?: Role[];
  body?: (ids: Ids) => object;
  multipart?: boolean;
  /** The same call by the Globex owner: 'id' (an Acme id in the path or body) → 404; 'list' → no Acme data. */
  cross?: 'id' | 'list';
}

const MEMBERS: Role[] = ['owner', 'publisher', 'advertiser'];
const log = { log_status: 'Contract walk' };
const fwdUrl = 'https://forward.example/pb?c={click_id}';

const ROWS: Row[] = [
  // Authentication (the calls made with a session)
  { method: 'POST', path: () => '/api/logout', allowed: [...MEMBERS, 'admin'], body: () => ({ email: 'x@y.test' }) },
  // Network
  {
    method: 'POST',
    path: () => '/user/network/register',
    allowed: 'public',
    body: () => ({
      network_id: 'walk-signup',
      company_name: 'Walk Signup',
      name: 'Wanda Walker',
      email: 'owner@walk-signup.test',
      password: 'Welcome-2026',
    }),
  },
  { method: 'GET', path: () => '/user/network_id/exists/acme', allowed: 'public' },
  { method: 'GET', path: () => '/user/network/data/acme', allowed: [...MEMBERS, 'admin'], cross: 'id' },
  { method: 'GET', path: () => '/user/network/datalist/', allowed: ['admin'] },
  { method: 'GET', path: () => '/api/network/list/', allowed: ['admin'] },
  { method: 'POST', path: () => '/api/network/list/search/', allowed: ['admin'], body: () => ({ search: 'a' }) },
  {
    method: 'POST',
    path: () => '/api/network/get/theme/',
    allowed: MEMBERS,
    refused: [],
    body: () => ({ network_id: 'acme' }),
    cross: 'id',
  },
  {
    method: 'POST',
    path: () => '/api/network/save/theme/',
    allowed: ['owner'],
    body: () => ({ network_id: 'acme', settings: { theme: 'light' } }),
    cross: 'id',
  },
  { method: 'DELETE', path: (ids) => `/api/network/list/${ids.walkNetwork}`, allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/api/network/list',
    allowed: ['admin'],
    body: (ids) => ({ id: ids.acme, company_name: 'Acme Media', dashboard_domain: ACME, status: 'active' }),
  },
  { method: 'PUT', path: () => '/api/network/upload/logo/', allowed: ['owner'], multipart: true },
  { method: 'PUT', path: () => '/api/network/upload/logo/small', allowed: ['owner'], multipart: true },
  { method: 'PUT', path: () => '/api/network/upload/logo/medium', allowed: ['owner'], multipart: true },
  {
    method: 'POST',
    path: () => '/api/network/setting/save',
    allowed: ['owner'],
    body: () => ({ parameter: '', customParameters: [], network_publisher_setting_string: '', ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/postback/forwarding/save',
    allowed: ['owner'],
    body: () => ({ mode: 'none', url: fwdUrl, ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/postback/forwarding/update',
    allowed: ['owner'],
    body: (ids) => ({ postback_forwarding_setting_id: ids.forwarding, mode: 'none', url: fwdUrl, ...log }),
    cross: 'id',
  },
  { method: 'GET', path: () => '/api/get/network/setting', allowed: ['owner'], cross: 'list' },
  { method: 'GET', path: () => '/api/get/publisher/link/settings', allowed: MEMBERS, refused: [], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/network/setting/savedomain',
    allowed: ['owner'],
    body: () => ({ dashboard: ACME, ...log }),
  },
  {
    method: 'POST',
    path: () => '/user/network/status',
    allowed: ['admin'],
    body: () => ({ network_id: 'acme', status: 'active' }),
  },
  {
    method: 'POST',
    path: () => '/api/network/offer/setting/keys',
    allowed: ['owner'],
    body: () => ({ keys: [], ...log }),
  },
  {
    method: 'POST',
    path: () => '/api/network/report/setting/keys',
    allowed: ['owner'],
    body: () => ({ keys: [], ...log }),
  },
  { method: 'GET', path: () => '/api/get/offer/setting/keys', allowed: ['owner'], cross: 'list' },
  { method: 'GET', path: () => '/api/get/report/setting/keys', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/network/setting/save/timezone',
    allowed: ['owner'],
    body: (ids) => ({ current_timezone: ids.timeZone, ...log }),
  },
  { method: 'GET', path: () => '/api/get/network/postback/forwarding/setting', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/delete/network/postback/forwarding/setting',
    allowed: ['owner'],
    body: (ids) => ({ postback_forwarding_setting_id: ids.doomedForwarding }),
    cross: 'id',
  },
  // Publisher
  { method: 'GET', path: (ids) => `/api/get/publisher/${ids.publisher}`, allowed: ['owner'], cross: 'id' },
  {
    method: 'POST',
    path: () => '/api/add/publisher',
    allowed: ['owner'],
    body: () => ({
      name: 'Walt Walker',
      email: 'walt@walk.test',
      company_name: 'Walk Media',
      password: 'Welcome-2026',
      status: 'active',
    }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/update/publisher/${ids.spare}`,
    allowed: ['owner'],
    body: () => ({ name: 'Sam Spare', email: 'spare@walk.test', company_name: 'Spare Media', status: 'active' }),
    cross: 'id',
  },
  {
    method: 'PUT',
    path: (ids) => `/api/update/publisher/auto/approve/${ids.spare}`,
    allowed: ['owner'],
    body: () => ({ auto_approve: false }),
    cross: 'id',
  },
  { method: 'GET', path: () => '/api/publisher/accounts', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: (ids) => `/api/publisher/list/${ids.spare}`,
    allowed: ['owner'],
    body: () => ({ status: 'active' }),
    cross: 'id',
  },
  { method: 'DELETE', path: (ids) => `/api/publisher/list/${ids.doomed}`, allowed: ['owner'], cross: 'id' },
  { method: 'GET', path: () => '/api/publisher/list/', allowed: ['owner'], cross: 'list' },
  // With the demo keys, which the credential rows regenerate: each row starts from the demo's keys (beforeEach).
  { method: 'GET', path: () => '/publisher/offers/v2?limit=5&page=1', allowed: 'apikey', cross: 'list' },
  // The publisher himself or his network's owner; the publisher is refused another publisher's id (404).
  {
    method: 'GET',
    path: (ids) => `/api/credential/create/${ids.publisher}`,
    allowed: ['publisher', 'owner'],
    cross: 'id',
  },
  {
    method: 'PUT',
    path: (ids) => `/api/credential/update/${ids.publisher}`,
    allowed: ['publisher', 'owner'],
    body: () => ({ confirm: true }),
    cross: 'id',
  },
  {
    method: 'POST',
    path: () => '/api/publisher/view',
    allowed: ['owner'],
    body: () => ({ options: { page: 1, limit: 10 }, search: '' }),
    cross: 'list',
  },
  { method: 'GET', path: () => '/api/publisher/view/byname', allowed: ['owner'], cross: 'list' },
  {
    method: 'PUT',
    path: (ids) => `/api/publisher/update/cutback/${ids.spare}`,
    allowed: ['owner'],
    body: () => ({ cutback_percent: 0 }),
    cross: 'id',
  },
  { method: 'GET', path: () => '/api/publisher/get', allowed: ['publisher'] },
];

/** Text that only Acme's data contains. */
const ACME_MARKERS = ['Acme Media', '@acme.test', 'acme.localhost', 'Paul Publisher', 'Sam Spare'];

/** Names the rows' ids in test titles: `/api/get/publisher/{publisher}`. */
const PLACEHOLDERS = new Proxy({}, { get: (_target, key) => `{${String(key)}}` }) as unknown as Ids;

let t: TestApp;
let ids: Ids;
/** The demo publisher's API keys as seeded; the credential rows replace them. */
let demoCredentials: Selectable<PublisherCredentialsTable>;
const tokens = {} as Record<Role | 'globex', string>;
const hostOf = (role: Role) => (role === 'admin' ? UNKNOWN_HOST : ACME);

beforeAll(async () => {
  t = await buildTestApp({ DEMO_CLICKS: '200' });
  const db = t.app.ctx.db;
  tokens.admin = (await signIn(t.app, UNKNOWN_HOST, 'admin', 'admin@affnet.test')).token;
  tokens.owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  tokens.publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
  tokens.advertiser = (await signIn(t.app, ACME, 'member', 'advertiser@acme.test')).token;
  tokens.globex = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
  const acme = await db.selectFrom('networks').selectAll().where('network_id', '=', 'acme').executeTakeFirstOrThrow();
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const now = nowIso();
  const addPublisher = async (email: string, name: string) =>
    (
      await db
        .insertInto('users')
        .values({
          ...{ network_id: acme.id, email, name, role: 'publisher', company_name: 'Spare Media', status: 'active' },
          ...{ password_hash: 'x', account_manager_id: null, tokens_valid_after: null, created_at: now },
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const addForwarding = async () =>
    (
      await db
        .insertInto('postback_forwarding_settings')
        .values({ network_id: acme.id, mode: 'none', url: fwdUrl, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const register = await t.app.inject({
    method: 'POST',
    url: '/user/network/register',
    headers: { host: UNKNOWN_HOST },
    payload: {
      network_id: 'walk-net',
      company_name: 'Walk Net',
      name: 'W',
      email: 'o@walk.test',
      password: 'Welcome-2026',
    },
  });
  if (register.statusCode !== 200) throw new Error(register.body);
  ids = {
    acme: acme.id,
    publisher: await userId('publisher@acme.test'),
    spare: await addPublisher('spare@walk.test', 'Sam Spare'),
    doomed: await addPublisher('doomed@walk.test', 'Dora Doomed'),
    forwarding: await addForwarding(),
    doomedForwarding: await addForwarding(),
    walkNetwork: (
      await db.selectFrom('networks').select('id').where('network_id', '=', 'walk-net').executeTakeFirstOrThrow()
    ).id,
    timeZone: acme.time_zone,
  };
  demoCredentials = await db
    .selectFrom('publisher_credentials')
    .selectAll()
    .where('publisher_id', '=', ids.publisher)
    .executeTakeFirstOrThrow();
}, 30_000);
afterAll(() => t.close());
// Rows run in any order: the keys the apikey row signs with are put back before each row.
beforeEach(async () => {
  const { apikey, secret_hash, created_at } = demoCredentials;
  await t.app.ctx.db
    .insertInto('publisher_credentials')
    .values(demoCredentials)
    .onConflict((oc) => oc.column('publisher_id').doUpdateSet({ apikey, secret_hash, created_at }))
    .execute();
});

function request(row: Row, host: string, headers: Record<string, string> = {}) {
  const url = row.path(ids);
  if (row.multipart) {
    const file = multipartFile(PNG_1X1);
    return t.app.inject({
      method: row.method,
      url,
      headers: { host, ...headers, ...file.headers },
      payload: file.payload,
    });
  }
  return t.app.inject({ method: row.method, url, headers: { host, ...headers }, payload: row.body?.(ids) });
}

const describeAnswer = (r: LightMyRequestResponse) => `${r.statusCode} ${r.body.slice(0, 160)}`;

/** Fresh tokens for destructive rows (logout revokes the token it is called with). */
async function tokenFor(row: Row, role: Role): Promise<string> {
  if (row.path(ids) !== '/api/logout') return tokens[role];
  const email = {
    admin: 'admin@affnet.test',
    owner: 'owner@acme.test',
    publisher: 'publisher@acme.test',
    advertiser: 'advertiser@acme.test',
  }[role];
  const door = role === 'admin' ? 'admin' : role === 'owner' ? 'owner' : 'member';
  return (await signIn(t.app, hostOf(role), door, email)).token;
}

describe('spec section 7 contract walk', () => {
  it.each(ROWS.map((row) => [`${row.method} ${row.path(PLACEHOLDERS)}`, row] as const))('%s', async (_name, row) => {
    const problems: string[] = [];
    const check = (ok: boolean, what: string, r: LightMyRequestResponse) => {
      if (!ok) problems.push(`${what}: got ${describeAnswer(r)}`);
    };
    if (row.allowed === 'apikey') {
      const none = await request(row, ACME);
      check(none.statusCode === 401, 'no keys → 401', none);
      const session = await request(row, ACME, { authorization: tokens.owner });
      check(session.statusCode === 401, 'a session token instead of keys → 401', session);
      const keys = { apikey: 'acme-publisher-apikey', secretkey: 'acme-publisher-secret' };
      const cross = await request(row, GLOBEX, keys);
      check([401, 404].includes(cross.statusCode), 'Acme keys on Globex → 401/404', cross);
      const right = await request(row, ACME, keys);
      check(right.statusCode === 200, 'Acme keys → 200', right);
    } else if (row.allowed === 'public') {
      const r = await request(row, UNKNOWN_HOST);
      check(r.statusCode === 200, 'public → 200', r);
    } else {
      const allowed = row.allowed;
      const none = await request(row, ACME);
      check(none.statusCode === 401, 'no token → 401', none);
      const refused = row.refused ?? ROLES.filter((role) => !allowed.includes(role));
      for (const role of refused) {
        const r = await request(row, hostOf(role), { authorization: tokens[role] });
        check(r.statusCode === 403, `${role} → 403`, r);
      }
      if (row.cross) {
        const r = await request(row, GLOBEX, { authorization: tokens.globex });
        const leaks = ACME_MARKERS.filter((marker) => r.body.includes(marker));
        check(
          r.statusCode === 404 || (r.statusCode < 500 && leaks.length === 0),
          'Globex owner, Acme id → 404 or no Acme data',
          r,
        );
        if (row.allowed.includes('publisher') && row.path(ids).includes(String(ids.publisher))) {
          const other = await t.app.inject({
            method: row.method,
            url: row.path(ids).replace(String(ids.publisher), String(ids.spare)),
            headers: { host: ACME, authorization: tokens.publisher },
            payload: row.body?.(ids),
          });
          check(other.statusCode === 404, 'publisher, another publisher’s id → 404', other);
        }
      }
      for (const role of ROLES.filter((r) => !allowed.includes(r) && !refused.includes(r))) {
        const r = await request(row, hostOf(role), { authorization: tokens[role] });
        check(r.statusCode < 500, `${role} → not 5xx`, r);
      }
      for (const role of allowed) {
        const r = await request(row, hostOf(role), { authorization: await tokenFor(row, role) });
        check(![401, 403, 404].includes(r.statusCode) && r.statusCode < 500, `${role} → allowed`, r);
      }
    }
    expect(problems).toEqual([]);
  });
});
