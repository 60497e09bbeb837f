import type { InjectOptions } from 'fastify';
import { ACME, body, buildTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
let ownerToken: string;
let publisherToken: string;
beforeAll(async () => {
  // Every request comes from one address: the hundreds of strange bodies would otherwise use up its failed
  // sign-ins and its hourly public writes (forgotten password, sign-up), and the tests run after them would
  // get 429 instead of the answer they check.
  t = await buildTestApp({
    LOGIN_FAILURES_PER_EMAIL: '1000',
    LOGIN_FAILURES_PER_IP: '100000',
    PUBLIC_WRITES_PER_HOUR: '100000',
  });
  ownerToken = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  publisherToken = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
});
afterAll(() => t.close());

const json = (url: string, payload: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers: { host: ACME, 'content-type': 'application/json', ...headers },
});

describe('malformed and oversized requests', () => {
  it('answers 400 "Malformed JSON body" for broken or empty JSON', async () => {
    for (const payload of ['{bad', '', '{"userDetails":', '\u0000']) {
      const response = await t.app.inject(json('/user/login', payload));
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ err: 1, msg: 'Malformed JSON body' });
    }
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const response = await t.app.inject(
      json('/user/login', JSON.stringify({ userDetails: { email: 'x'.repeat(1_100_000) } })),
    );
    expect(response.statusCode).toBe(413);
    expect(body(response)).toMatchObject({ err: 1, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 415 for an unsupported content type', async () => {
    const response = await t.app.inject({
      ...json('/user/login', 'x'),
      headers: { host: ACME, 'content-type': 'text/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(body(response).err).toBe(1);
  });

  it('names the field in validation errors', async () => {
    const cases: [string, unknown, string, string, string | undefined][] = [
      [
        '/user/login',
        { userDetails: { email: 'nope', password: 'x' } },
        'userDetails.email: must be a valid email address',
        'INVALID_EMAIL',
        'userDetails.email',
      ],
      [
        '/user/login',
        { userDetails: { email: 'a@b.co' } },
        'userDetails.password: is required',
        'REQUIRED',
        'userDetails.password',
      ],
      ['/user/login', {}, 'userDetails: is required', 'REQUIRED', 'userDetails'],
      ['/user/login', [], 'Request body: must be an object', 'WRONG_TYPE', undefined],
      [
        '/user/network/login',
        { email: 'a@b.co', password: 'p'.repeat(201) },
        'password: must be at most 200 characters long',
        'TOO_LONG',
        'password',
      ],
      ['/auth/forgetpassword', { email: '' }, 'email: must be at least 3 characters long', 'TOO_SHORT', 'email'],
    ];
    for (const [url, payload, msg, code, field] of cases) {
      const response = await t.app.inject(json(url, JSON.stringify(payload)));
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ err: 1, msg, code });
      expect(body(response).field).toBe(field);
    }
  });
});

describe('strange inputs never cause a 500', () => {
  const strings = [
    '',
    ' ',
    'x'.repeat(100_000),
    "' OR 1=1 --",
    "a@b.co'; DROP TABLE users; --",
    '\u0000\u0001\u001f',
    '😀漢字ñ\u202e',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00%0d%0a',
  ];
  const values: unknown[] = [null, true, 0, -1, 1e308, [], {}, ['a'], { $ne: 1 }, ...strings];
  const shapes = (value: unknown): unknown[] => [
    value,
    { email: value, password: value },
    { userDetails: value },
    { userDetails: { email: value, password: value } },
    { userDetails: { email: 'publisher@acme.test', password: value } },
    { network_id: value, settings: value },
    { network_id: 'acme', settings: { theme: value, sidebartype: value } },
    { link: value, password: value },
    { accountToken: value },
    { user_id: value },
    { name: value, email: value, password: value, company_name: value, network_id: value },
  ];
  const routes: [string, string | null][] = [
    ['/user/login', null],
    ['/user/admin/login', null],
    ['/user/network/login', null],
    ['/user/account/login', null],
    ['/user/network/register', null],
    ['/registerPublisher/add?token=acme-publisher-invite', null],
    ['/auth/forgetpassword', null],
    ['/auth/checkurl', null],
    ['/auth/resetpassword', null],
    ['/api/logout', 'owner'],
    ['/api/account/token', 'owner'],
    ['/api/network/get/theme/', 'publisher'],
    ['/api/network/save/theme/', 'owner'],
  ];

  it('POST bodies of every shape on every route', async () => {
    const failures: string[] = [];
    for (const [url, who] of routes) {
      const authorization = who === 'owner' ? ownerToken : who === 'publisher' ? publisherToken : undefined;
      for (const value of values) {
        for (const shape of shapes(value)) {
          const payload = JSON.stringify(shape);
          const response = await t.app.inject(json(url, payload, authorization ? { authorization } : {}));
          const envelope = body(response);
          if (response.statusCode >= 500 || typeof envelope.msg !== 'string' || ![0, 1].includes(envelope.err)) {
            failures.push(`${url} ${payload.slice(0, 80)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('paths, queries and headers', async () => {
    const failures: string[] = [];
    const weird = ['%', '%zz', '..%2f..%2f', 'ж'.repeat(300), "'--", '%00', 'a'.repeat(5000)];
    for (const part of weird) {
      const requests: InjectOptions[] = [
        { method: 'GET', url: `/user/network_id/exists/${part}` },
        { method: 'GET', url: `/user/network/data/${part}`, headers: { authorization: ownerToken } },
        { method: 'GET', url: `/api/invite/${part}` },
        { method: 'GET', url: `/uploads/${part}` },
        { method: 'POST', url: `/registerAdvertiser/add?token=${part}`, payload: {} },
        { method: 'GET', url: '/api/network/branding', headers: { host: part } },
        { method: 'GET', url: '/mf/manifest', headers: { host: part } },
        { method: 'GET', url: '/api/publisher/get', headers: { authorization: part } },
        { method: 'GET', url: '/api/publisher/get', headers: { authorization: `Bearer ${part}.${part}.${part}` } },
      ];
      for (const request of requests) {
        const response = await t.app.inject(request);
        if (response.statusCode >= 500)
          failures.push(`${request.url} ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('rejects prototype pollution attempts without a 500', async () => {
    const response = await t.app.inject(
      json('/user/login', '{"__proto__":{"admin":true},"userDetails":{"email":"a@b.co","password":"x"}}'),
    );
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
