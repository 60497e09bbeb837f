import type { ApiSchema, OpenApiDocument } from '@affnet/contracts';
import { publicApiRoutesOf } from '../src/publisher-api/openapi';
import { PUBLISHER_API_PER_MINUTE } from '../src/publisher-api/routes';
import { ACME, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';
import { call } from './offers-helpers';

let t: TestApp;
let publisher: string;
let globexOwner: string;
beforeAll(async () => {
  // The 429 of the per-apikey limit, not of the failed-keys one (publisher-api.test.ts tests that).
  t = await buildTestApp({ LOGIN_FAILURES_PER_EMAIL: '1000', LOGIN_FAILURES_PER_IP: '1000' });
  publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
  globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
});
afterAll(() => t.close());

const ACME_KEYS = { apikey: 'acme-publisher-apikey', secretkey: 'acme-publisher-secret' };

async function documentFor(token: string, host = ACME) {
  const response = await call<OpenApiDocument>(t.app, token, 'GET', '/api/docs/publisher-api', undefined, host);
  expect(response.status).toBe(200);
  return response.body.payload as OpenApiDocument;
}

describe('GET /api/docs/publisher-api', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t.app, null, 'GET', '/api/docs/publisher-api')).status).toBe(401);
  });

  it("is an OpenAPI 3.1 document served from the caller's dashboard domain", async () => {
    const acme = await documentFor(publisher);
    expect(acme.openapi).toBe('3.1.0');
    expect(acme.servers).toEqual([{ url: 'http://acme.localhost:3000' }]);
    expect((await documentFor(globexOwner, GLOBEX)).servers).toEqual([{ url: 'http://globex.localhost:3000' }]);
  });

  it('is generated from the routes tagged publicApi, with their own schemas', async () => {
    const routes = publicApiRoutesOf(t.app).map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(['get /publisher/offers/v2']);
    const doc = await documentFor(publisher);
    expect(Object.keys(doc.paths)).toEqual(['/publisher/offers/v2']);
    const [route] = publicApiRoutesOf(t.app);
    if (!route) throw new Error('no public API route');
    const operation = doc.paths['/publisher/offers/v2']?.get;
    expect(operation?.responses['200']?.content?.['application/json']?.schema).toEqual(
      JSON.parse(JSON.stringify((route.schema.response as Record<string, unknown>)[200])),
    );
  });

  it('lists the parameters, headers, response fields and error responses', async () => {
    const operation = (await documentFor(publisher)).paths['/publisher/offers/v2']?.get;
    expect(operation?.summary).toBeTruthy();
    const parameters = operation?.parameters ?? [];
    expect(parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['offer_type', 'query', false],
      ['limit', 'query', false],
      ['page', 'query', false],
      ['apikey', 'header', true],
      ['secretkey', 'header', true],
    ]);
    expect(parameters[0]?.schema.enum).toEqual(['all', 'active', 'public', 'private']);
    // A generated client authenticates by the two keys together (the header rows stay for the reference page).
    expect(operation?.security).toEqual([{ apikey: [], secretkey: [] }]);
    const schemes = (await documentFor(publisher)).components?.securitySchemes ?? {};
    expect(Object.values(schemes).map((scheme) => [scheme.type, scheme.in, scheme.name])).toEqual([
      ['apiKey', 'header', 'apikey'],
      ['apiKey', 'header', 'secretkey'],
    ]);
    expect(parameters.every((p) => typeof p.description === 'string' && p.description.length > 0)).toBe(true);
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '400', '401', '429']);
    for (const status of ['400', '401', '429']) {
      const schema = operation?.responses[status]?.content?.['application/json']?.schema;
      expect(Object.keys(schema?.properties ?? {})).toEqual(['err', 'msg', 'code', 'field', 'params']);
    }
  });

  it('documents exactly the fields the API answers (never the revenue)', async () => {
    const operation = (await documentFor(publisher)).paths['/publisher/offers/v2']?.get;
    const envelope = operation?.responses['200']?.content?.['application/json']?.schema as ApiSchema;
    const page = envelope.properties?.payload as ApiSchema;
    expect(Object.keys(page.properties ?? {})).toEqual(['rows', 'total', 'page', 'limit']);
    const offerFields = Object.keys(page.properties?.rows?.items?.properties ?? {});
    expect(offerFields).not.toContain('revenue');
    const response = await t.app.inject({
      method: 'GET',
      url: '/publisher/offers/v2',
      headers: { host: ACME, ...ACME_KEYS },
    });
    const row = response.json().payload.rows[0] as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual([...offerFields].sort());
  });
});

describe('GET /publisher/offers/v2 errors, as documented', () => {
  it('answers 400 naming the parameter, 401 for missing keys', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/publisher/offers/v2?limit=0',
      headers: { host: ACME, ...ACME_KEYS },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      err: 1,
      msg: expect.stringContaining('limit'),
      code: 'TOO_SMALL',
      field: 'limit',
      params: { limit: 1 },
    });
    const none = await t.app.inject({ method: 'GET', url: '/publisher/offers/v2', headers: { host: ACME } });
    expect(none.statusCode).toBe(401);
  });

  it(`answers 429 after ${PUBLISHER_API_PER_MINUTE} calls in a minute with one apikey`, async () => {
    const headers = { host: ACME, apikey: 'rate-limit-probe', secretkey: 'x' };
    for (let i = 0; i < PUBLISHER_API_PER_MINUTE; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/publisher/offers/v2', headers });
      expect(response.statusCode).toBe(401);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/publisher/offers/v2', headers });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ err: 1, msg: expect.any(String), code: 'TOO_MANY_REQUESTS' });
    expect(limited.headers['retry-after']).toBeDefined();
    const others = await t.app.inject({
      method: 'GET',
      url: '/publisher/offers/v2',
      headers: { host: ACME, ...ACME_KEYS },
    });
    expect(others.statusCode).toBe(200);
  });
});
