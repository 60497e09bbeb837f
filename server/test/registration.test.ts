import { ACME, body, buildTestApp, GLOBEX, loginRequest, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (kind: 'Publisher' | 'Advertiser', token: string, payload: object, host = ACME) =>
  t.app.inject({
    method: 'POST',
    url: `/register${kind}/add?token=${encodeURIComponent(token)}`,
    headers: { host },
    payload,
  });

const person = { name: 'Nina New', email: 'nina@example.test', password: 'Welcome-2026', company_name: 'Nina Co' };

describe('registration by invitation', () => {
  it('shows the invite’s network, 404 for an unknown invite', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/invite/acme-publisher-invite',
      headers: { host: ACME },
    });
    expect(body(response).payload).toEqual({ kind: 'publisher', company_name: 'Acme Media', network_id: 'acme' });
    expect((await t.app.inject({ method: 'GET', url: '/api/invite/nope', headers: { host: ACME } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/invite/acme-publisher-invite', headers: { host: GLOBEX } }))
        .statusCode,
    ).toBe(404);
  });

  it('creates a publisher who can sign in on the network’s host only', async () => {
    const response = await register('Publisher', 'acme-publisher-invite', person);
    expect(body(response)).toEqual({ err: 0, msg: 'Account created. You can sign in now.' });
    const current = await signIn(t.app, ACME, 'member', 'nina@example.test', 'Welcome-2026');
    expect(current).toMatchObject({
      permissions: ['publisher'],
      userDetail: { name: 'Nina New', company_name: 'Nina Co' },
    });
    expect((await loginRequest(t.app, GLOBEX, 'member', 'nina@example.test', 'Welcome-2026')).statusCode).toBe(400);
  });

  it('creates an advertiser with the advertiser invite; the same email may exist in another network', async () => {
    // An email of its own, put into Acme here: Nina must stay out of Globex for the publisher test, in any order.
    const ada = { ...person, name: 'Ada Again', email: 'ada@example.test' };
    expect((await register('Publisher', 'acme-publisher-invite', ada)).statusCode).toBe(200);
    const response = await register('Advertiser', 'globex-advertiser-invite', ada, GLOBEX);
    expect(response.statusCode).toBe(200);
    const current = await signIn(t.app, GLOBEX, 'member', 'ada@example.test', 'Welcome-2026');
    expect(current.permissions).toEqual(['advertiser']);
  });

  it('refuses an email already used in that network (any case)', async () => {
    const response = await register('Publisher', 'acme-publisher-invite', { ...person, email: 'PUBLISHER@acme.test' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual(
      expect.objectContaining({
        msg: 'email: an account with this email already exists',
        code: 'EMAIL_TAKEN',
        field: 'email',
      }),
    );
  });

  it('refuses invalid, wrong-kind and other-host invites', async () => {
    const invalid = 'This invitation link is invalid or has expired';
    const cases = [
      register('Publisher', 'nope', { ...person, email: 'a@example.test' }),
      register('Advertiser', 'acme-publisher-invite', { ...person, email: 'b@example.test' }),
      register('Publisher', 'globex-publisher-invite', { ...person, email: 'c@example.test' }, ACME),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe(invalid);
    }
  });

  it('refuses an expired invite', async () => {
    const acme = (await t.app.ctx.platform.networkBySlug('acme'))?.id as number;
    await t.app.ctx.db
      .insertInto('invites')
      .values({
        token: 'old-invite',
        network_id: acme,
        kind: 'publisher',
        expires_at: '2020-01-01T00:00:00.000Z',
        created_at: '2019-12-01T00:00:00.000Z',
      })
      .execute();
    const response = await register('Publisher', 'old-invite', { ...person, email: 'late@example.test' });
    expect(body(response)).toMatchObject({ err: 1, msg: 'This invitation link is invalid or has expired' });
  });

  it('validates fields and names them', async () => {
    const weak = await register('Publisher', 'acme-publisher-invite', {
      ...person,
      email: 'w@example.test',
      password: 'password',
    });
    expect(body(weak).msg).toBe('password: must contain at least one letter and one digit');
    const noEmail = await register('Publisher', 'acme-publisher-invite', { ...person, email: 'not-an-email' });
    expect(body(noEmail).msg).toBe('email: must be a valid email address');
    const missing = await register('Publisher', 'acme-publisher-invite', {
      name: 'x',
      email: 'x@example.test',
      password: 'abc12345',
    });
    expect(body(missing).msg).toBe('company_name: is required');
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/registerPublisher/add',
      headers: { host: ACME },
      payload: person,
    });
    expect(body(noToken).msg).toBe('token: is required');
  });
});
