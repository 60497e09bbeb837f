import type { NewPublisherCredentials, PublisherCredentials } from '@affnet/contracts';
import { sha256 } from '../src/auth/tokens';
import { ACME, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';
import { call } from './offers-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function idOf(email: string) {
  const user = await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return user.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, host, door, email] of [
    ['paul', ACME, 'member', 'publisher@acme.test'],
    ['p2', ACME, 'member', 'publisher2@acme.test'],
    ['p3', ACME, 'member', 'publisher3@acme.test'],
    ['acmeOwner', ACME, 'owner', 'owner@acme.test'],
    ['globexOwner', GLOBEX, 'owner', 'owner@globex.test'],
    ['advertiser', ACME, 'member', 'advertiser@acme.test'],
  ] as const) {
    tokens[name] = (await signIn(t.app, host, door, email)).token;
    ids[name] = await idOf(email);
  }
});
afterAll(() => t.close());

const offersWith = (keys: { apikey: string; secretkey: string }) =>
  t.app.inject({ method: 'GET', url: '/publisher/offers/v2', headers: { host: ACME, ...keys } });

async function storedRow(publisherId: number) {
  return t.app.ctx.db
    .selectFrom('publisher_credentials')
    .selectAll()
    .where('publisher_id', '=', publisherId)
    .executeTakeFirst();
}

describe('publisher API credentials', () => {
  it('creates a pair once, stores only the hash of the secret and shows the apikey only', async () => {
    const id = ids.p2 as number;
    expect((await call<PublisherCredentials>(t.app, tokens.p2!, 'GET', `/api/credential/${id}`)).body.payload).toEqual({
      apikey: null,
    });
    const created = await call<NewPublisherCredentials>(t.app, tokens.p2!, 'GET', `/api/credential/create/${id}`);
    expect(created.status).toBe(200);
    const pair = created.body.payload as NewPublisherCredentials;
    expect(Buffer.from(pair.secretkey, 'base64url').length).toBeGreaterThanOrEqual(32);
    const row = await storedRow(id);
    expect(row?.secret_hash).toBe(sha256(pair.secretkey));
    expect(JSON.stringify(row)).not.toContain(pair.secretkey);
    const read = await call<PublisherCredentials>(t.app, tokens.p2!, 'GET', `/api/credential/${id}`);
    expect(read.body.payload).toEqual({ apikey: pair.apikey, created_at: pair.created_at });
    expect(JSON.stringify(read.body)).not.toContain(pair.secretkey);
    expect((await offersWith(pair)).statusCode).toBe(200);
    const again = await call(t.app, tokens.p2!, 'GET', `/api/credential/create/${id}`);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('credentials: already exist; regenerate them');
  });

  it('regenerates both keys: the old pair is refused at once, the new one works, and it is audited', async () => {
    const id = ids.p3 as number;
    const old = (await call<NewPublisherCredentials>(t.app, tokens.acmeOwner!, 'GET', `/api/credential/create/${id}`))
      .body.payload as NewPublisherCredentials;
    expect((await offersWith(old)).statusCode).toBe(200);
    const fresh = await call<NewPublisherCredentials>(t.app, tokens.p3!, 'PUT', `/api/credential/update/${id}`, {
      confirm: true,
    });
    expect(fresh.status).toBe(200);
    const pair = fresh.body.payload as NewPublisherCredentials;
    expect(pair.apikey).not.toBe(old.apikey);
    expect((await offersWith(old)).statusCode).toBe(401);
    expect((await offersWith({ apikey: pair.apikey, secretkey: old.secretkey })).statusCode).toBe(401);
    expect((await offersWith(pair)).statusCode).toBe(200);
    const audit = (
      await t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', 'like', 'credentials.%').execute()
    ).filter((entry) => (JSON.parse(entry.details ?? '{}') as { publisher_id?: number }).publisher_id === id);
    expect(audit.map((a) => a.action).sort()).toEqual(['credentials.create', 'credentials.regenerate']);
    expect(JSON.stringify(audit)).not.toContain(pair.secretkey);
  });

  it('asks for confirm: true to regenerate', async () => {
    for (const payload of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const response = await call(t.app, tokens.p3!, 'PUT', `/api/credential/update/${ids.p3}`, payload);
      expect(response.status).toBe(400);
      expect(response.body.msg).toContain('confirm');
    }
  });

  it("answers 404 for another publisher's keys, and for another network's publisher", async () => {
    for (const path of [`/api/credential/${ids.paul}`, `/api/credential/create/${ids.paul}`]) {
      expect((await call(t.app, tokens.p2!, 'GET', path)).status).toBe(404);
    }
    expect((await call(t.app, tokens.p2!, 'PUT', `/api/credential/update/${ids.paul}`, { confirm: true })).status).toBe(
      404,
    );
    const globex = (path: string, method: 'GET' | 'PUT' = 'GET') =>
      call(t.app, tokens.globexOwner!, method, path, method === 'PUT' ? { confirm: true } : undefined, GLOBEX);
    expect((await globex(`/api/credential/${ids.paul}`)).status).toBe(404);
    expect((await globex(`/api/credential/create/${ids.p2}`)).status).toBe(404);
    expect((await globex(`/api/credential/update/${ids.paul}`, 'PUT')).status).toBe(404);
    // Not a publisher at all (the owner himself) → 404 too.
    expect((await call(t.app, tokens.acmeOwner!, 'GET', `/api/credential/${ids.acmeOwner}`)).status).toBe(404);
    // The demo keys of publisher@acme.test are untouched.
    expect((await offersWith({ apikey: 'acme-publisher-apikey', secretkey: 'acme-publisher-secret' })).statusCode).toBe(
      200,
    );
  });

  it("lets the network owner read any of his publishers' apikeys", async () => {
    const read = await call<PublisherCredentials>(t.app, tokens.acmeOwner!, 'GET', `/api/credential/${ids.paul}`);
    expect(read.body.payload?.apikey).toBe('acme-publisher-apikey');
  });

  it('answers 401 without a session, 403 for an advertiser, 400 for a bad id', async () => {
    expect((await call(t.app, null, 'GET', `/api/credential/${ids.p2}`)).status).toBe(401);
    expect((await call(t.app, tokens.advertiser!, 'GET', `/api/credential/${ids.p2}`)).status).toBe(403);
    const bad = await call(t.app, tokens.p2!, 'GET', '/api/credential/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('id');
  });
});
