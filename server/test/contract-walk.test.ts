/**
 * The contract walk: every route the app registers, with who may call it and a valid input (the rows, by area, are
 * in contract-walk-rows/). For each call with a session: no token → 401, a wrong role → 403, the right role → an
 * answer that is not 401/403/404/5xx, and Globex's owner (or publisher) using an Acme id gets 404 or his own data,
 * never Acme's. Public calls answer without a session; the publisher API by its keys only. A route the app registers
 * without a row fails the walk: a new route needs its row.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Selectable } from 'kysely';
import { nowIso } from '../src/shared/clock';
import type { PublisherCredentialsTable } from '../src/shared/db/schema';
import { API_DOCUMENT_PATH, openApiPath } from '../src/shared/http/openapi';
import type { Tokens } from './contract-walk-rows/api';
import { authRows } from './contract-walk-rows/auth';
import { billingRows } from './contract-walk-rows/billing';
import { credentialRows } from './contract-walk-rows/credentials';
import { exportRows } from './contract-walk-rows/exports';
import { billingFixtures } from './contract-walk-rows/fixtures-billing';
import { peopleFixtures } from './contract-walk-rows/fixtures-people';
import { platformFixtures } from './contract-walk-rows/fixtures-platform';
import { settlementFixtures } from './contract-walk-rows/fixtures-settlement';
import { trackingFixtures } from './contract-walk-rows/fixtures-tracking';
import { networkRows } from './contract-walk-rows/networks';
import { offerRows } from './contract-walk-rows/offers';
import { paymentDetailsRows } from './contract-walk-rows/payment-details';
import { peopleRows } from './contract-walk-rows/people';
import { postbackRows } from './contract-walk-rows/postbacks';
import { remoteRows } from './contract-walk-rows/remotes';
import { routeOf } from './contract-walk-rows/route-match';
import { settingsRows } from './contract-walk-rows/settings';
import { settlementRows } from './contract-walk-rows/settlement';
import { shellRows } from './contract-walk-rows/shell';
import { statisticsRows } from './contract-walk-rows/statistics';
import { trackingRows } from './contract-walk-rows/tracking';
import { type BaseIds, EMAILS, fwdUrl, type Ids, ROLES, type Role, type Row } from './contract-walk-rows/types';
import { ACME, buildTestApp, GLOBEX, multipartFile, PNG_1X1, signIn, type TestApp, UNKNOWN_HOST } from './helpers';
import { registeredRoutes } from './registered-routes';

const ROWS: Row[] = [
  ...authRows,
  ...shellRows,
  ...networkRows,
  ...settingsRows,
  ...peopleRows,
  ...credentialRows,
  ...paymentDetailsRows,
  ...offerRows,
  ...statisticsRows,
  ...postbackRows,
  ...exportRows,
  ...remoteRows,
  ...trackingRows,
  ...settlementRows,
  ...billingRows,
];

/** Text that only Acme's data contains. */
const ACME_MARKERS = ['Acme Media', '@acme.test', 'acme.localhost', 'Paul Publisher', 'Sam Spare'];

/** Names the rows' ids in test titles: `/api/get/publisher/{publisher}`. */
const PLACEHOLDERS = new Proxy({}, { get: (_target, key) => `{${String(key)}}` }) as unknown as Ids;

let t: TestApp;
let ids: Ids;
/** The demo publisher's API keys as seeded; the credential rows replace them. */
let demoCredentials: Selectable<PublisherCredentialsTable>;
const tokens = {} as Tokens;
let closeFixtures: (() => Promise<void>) | undefined;
const hostOf = (role: Role) => (role === 'admin' ? UNKNOWN_HOST : ACME);

beforeAll(async () => {
  // The postback Test row sends to a receiver on this machine, a private address the operator must allow.
  t = await buildTestApp({ DEMO_CLICKS: '200', POSTBACK_PRIVATE_TARGETS: '127.0.0.1' });
  const db = t.app.ctx.db;
  tokens.admin = (await signIn(t.app, UNKNOWN_HOST, 'admin', 'admin@affnet.test')).token;
  tokens.owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  tokens.publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
  tokens.advertiser = (await signIn(t.app, ACME, 'member', 'advertiser@acme.test')).token;
  tokens.globex = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
  tokens.globexPublisher = (await signIn(t.app, GLOBEX, 'member', 'publisher@globex.test')).token;
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
  const base: BaseIds = {
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
  const tracking = await trackingFixtures(t, tokens, base);
  closeFixtures = tracking.close;
  ids = {
    ...base,
    ...tracking.ids,
    ...(await peopleFixtures(t, tokens, base)),
    ...(await platformFixtures(t, tokens)),
    ...(await settlementFixtures(t, tokens, base, tracking.ids.conversion)),
    // After settlement's: its fixtures approve the conversion these bill.
    ...(await billingFixtures(t, tokens)),
  };
  demoCredentials = await db
    .selectFrom('publisher_credentials')
    .selectAll()
    .where('publisher_id', '=', ids.publisher)
    .executeTakeFirstOrThrow();
}, 60_000);
afterAll(async () => {
  await closeFixtures?.();
  await t.close();
});
// Rows run in any order: the keys the apikey row signs with are put back before each row.
beforeEach(async () => {
  const { apikey, secret_hash, created_at } = demoCredentials;
  await t.app.ctx.db
    .insertInto('publisher_credentials')
    .values(demoCredentials)
    .onConflict((oc) => oc.column('publisher_id').doUpdateSet({ apikey, secret_hash, created_at }))
    .execute();
});

function request(row: Row, host: string, headers: Record<string, string> = {}, role: Role = 'owner') {
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
  return t.app.inject({ method: row.method, url, headers: { host, ...headers }, payload: row.body?.(ids, role) });
}

const describeAnswer = (r: LightMyRequestResponse) => `${r.statusCode} ${r.body.slice(0, 160)}`;

/** Fresh tokens for destructive rows (logout revokes the token it is called with). */
async function tokenFor(row: Row, role: Role): Promise<string> {
  if (row.path(ids) !== '/api/logout') return tokens[role];
  const door = role === 'admin' ? 'admin' : role === 'owner' ? 'owner' : 'member';
  return (await signIn(t.app, hostOf(role), door, EMAILS[role])).token;
}

describe('the contract walk’s table', () => {
  it('has a row for every route the app registers, and each row reaches a registered route', () => {
    const routes = registeredRoutes(t.app);
    const reached = ROWS.map((row) => ({ row, route: routeOf(routes, row.method, row.path(ids)) }));
    const missing = routes.filter((route) => !reached.some((r) => r.route === route));
    const stray = reached.filter((r) => !r.route).map((r) => `${r.row.method} ${r.row.path(PLACEHOLDERS)}`);
    expect({ missing: missing.map((route) => `${route.method} ${route.path}`), stray }).toEqual({
      missing: [],
      stray: [],
    });
  });

  it('says in the API document how each row authenticates (its security)', () => {
    type Operation = { security?: Record<string, string[]>[] };
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = registeredRoutes(t.app);
    // The document does not list itself.
    const wrong = ROWS.filter((row) => row.path(ids) !== API_DOCUMENT_PATH).filter((row) => {
      const route = routeOf(routes, row.method, row.path(ids));
      const security = route && document.paths[openApiPath(route.path)]?.[row.method.toLowerCase()]?.security;
      if (row.allowed === 'public') return security?.length !== 0;
      if (row.allowed === 'apikey') return JSON.stringify(security) !== '[{"apikey":[],"secretkey":[]}]';
      return !security?.some((requirement) => 'session' in requirement);
    });
    expect(wrong.map((row) => `${row.method} ${row.path(PLACEHOLDERS)}`)).toEqual([]);
  });
});

describe('contract walk', () => {
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
      const answer = row.answer ?? 200;
      const r = await request(row, row.host ?? UNKNOWN_HOST);
      check(r.statusCode === answer, `public → ${answer}`, r);
    } else {
      const allowed = row.allowed;
      const none = await request(row, ACME);
      check(none.statusCode === 401, 'no token → 401', none);
      const refused = row.refused ?? ROLES.filter((role) => !allowed.includes(role));
      for (const role of refused) {
        const r = await request(row, hostOf(role), { authorization: tokens[role] }, role);
        check(r.statusCode === 403, `${role} → 403`, r);
      }
      if (row.cross) {
        const role = allowed.includes('owner') ? 'owner' : 'publisher';
        const token = role === 'owner' ? tokens.globex : tokens.globexPublisher;
        const r = await request(row, GLOBEX, { authorization: token }, role);
        const leaks = ACME_MARKERS.filter((marker) => r.body.includes(marker));
        check(
          r.statusCode === 404 || (r.statusCode < 500 && leaks.length === 0),
          `Globex ${role}, Acme id → 404 or no Acme data`,
          r,
        );
        if (row.allowed.includes('publisher') && row.path(ids).includes(String(ids.publisher))) {
          const other = await t.app.inject({
            method: row.method,
            url: row.path(ids).replace(String(ids.publisher), String(ids.spare)),
            headers: { host: ACME, authorization: tokens.publisher },
            payload: row.body?.(ids, 'publisher'),
          });
          check(other.statusCode === 404, 'publisher, another publisher’s id → 404', other);
        }
      }
      for (const role of ROLES.filter((r) => !allowed.includes(r) && !refused.includes(r))) {
        const r = await request(row, hostOf(role), { authorization: tokens[role] }, role);
        check(r.statusCode < 500, `${role} → not 5xx`, r);
      }
      for (const role of allowed) {
        const r = await request(row, hostOf(role), { authorization: await tokenFor(row, role) }, role);
        check(![401, 403, 404].includes(r.statusCode) && r.statusCode < 500, `${role} → allowed`, r);
      }
    }
    expect(problems).toEqual([]);
  });
});
