import type { CurrentUser, TokenClaims } from '@affnet/contracts';
import { jwtDecode } from 'jwt-decode';
import { signToken } from '../src/auth/tokens';
import { nowSeconds } from '../src/shared/clock';
import {
  ACME,
  body,
  buildTestApp,
  GLOBEX,
  loginRequest,
  signIn,
  TEST_SECRET,
  type TestApp,
  UNKNOWN_HOST,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (token: string, host = ACME) =>
  t.app.inject({ method: 'GET', url: '/api/publisher/get', headers: { host, authorization: token } });

describe('login paths', () => {
  it('signs a publisher in on his network host with a token jwt-decode can read', async () => {
    const response = await loginRequest(t.app, ACME, 'member', 'publisher@acme.test');
    expect(response.statusCode).toBe(200);
    const envelope = body<CurrentUser[]>(response);
    expect(envelope.err).toBe(0);
    const current = envelope.payload?.[0] as CurrentUser;
    expect(current.permissions).toEqual(['publisher']);
    expect(current.userDetail).toMatchObject({
      name: 'Paul Publisher',
      email: 'publisher@acme.test',
      role: 'publisher',
      company_name: 'Paul Media',
      domain: { dashboard: 'acme.localhost:3000' },
      network: ['acme'],
    });
    expect(current.userDetail.parentId).toHaveLength(1);
    const claims = jwtDecode<TokenClaims>(current.token);
    expect(claims.sub).toBe(String(current.userDetail.id));
    expect(claims.userDetail).toEqual(current.userDetail);
    expect(claims.permissions).toEqual(['publisher']);
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
    expect(claims.loginType).toBeUndefined();
  });

  it('signs an advertiser in through the same path, and accepts a staging. host', async () => {
    const current = await signIn(t.app, `staging.${ACME}`, 'member', ' Advertiser@ACME.test ');
    expect(current.permissions).toEqual(['advertiser']);
    expect(current.userDetail.domain.dashboard).toBe(ACME);
  });

  it('signs a network owner in on /user/network/login only', async () => {
    const owner = await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test');
    expect(owner.permissions).toEqual(['network']);
    expect(owner.userDetail).toMatchObject({ name: 'Gina Owner', network: ['globex'], parentId: [] });
    expect((await loginRequest(t.app, GLOBEX, 'member', 'owner@globex.test')).statusCode).toBe(400);
    expect((await loginRequest(t.app, GLOBEX, 'owner', 'publisher@globex.test')).statusCode).toBe(400);
  });

  it('signs the super admin in on any host', async () => {
    const admin = await signIn(t.app, 'whatever.example:8080', 'admin', 'admin@affnet.test');
    expect(admin.permissions).toEqual(['admin']);
    expect(admin.userDetail).toMatchObject({
      company_name: 'affnet',
      network: [],
      parentId: [],
      domain: { dashboard: 'whatever.example:8080' },
    });
    expect((await loginRequest(t.app, ACME, 'member', 'admin@affnet.test')).statusCode).toBe(400);
  });

  it('answers 400 "Wrong email or password" for a wrong password, an unknown email and another network', async () => {
    const cases = [
      loginRequest(t.app, ACME, 'member', 'publisher@acme.test', 'Wrong-password-1'),
      loginRequest(t.app, ACME, 'member', 'nobody@acme.test'),
      loginRequest(t.app, GLOBEX, 'member', 'publisher@acme.test'),
      loginRequest(t.app, GLOBEX, 'owner', 'owner@acme.test'),
      loginRequest(t.app, UNKNOWN_HOST, 'member', 'publisher@acme.test'),
      // An account of another sign-in page with a wrong password gets no hint either.
      loginRequest(t.app, ACME, 'owner', 'publisher@acme.test', 'Wrong-password-1'),
      loginRequest(t.app, ACME, 'admin', 'owner@acme.test', 'Wrong-password-1'),
      loginRequest(t.app, ACME, 'member', 'admin@affnet.test', 'Wrong-password-1'),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ err: 1, msg: 'Wrong email or password' });
    }
  });
});

describe('an account on the wrong sign-in page', () => {
  it.each([
    ["a publisher on the owners' page", 'owner', 'publisher@acme.test', 'USE_MEMBER_SIGN_IN'],
    ['an advertiser on the admin page', 'admin', 'advertiser@acme.test', 'USE_MEMBER_SIGN_IN'],
    ["an owner on the members' page", 'member', 'owner@acme.test', 'USE_NETWORK_SIGN_IN'],
    ["the super admin on the members' page", 'member', 'admin@affnet.test', 'USE_ADMIN_SIGN_IN'],
  ] as const)('is told which page is his when the password is right: %s', async (_who, door, email, code) => {
    const response = await loginRequest(t.app, ACME, door, email);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ err: 1, code });
  });
});

describe('authenticated calls', () => {
  it('accept the bare token and "Bearer <token>"', async () => {
    const { token } = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('answer 401 UNAUTHENTICATED for a missing, malformed, tampered or expired token', async () => {
    const { token, userDetail } = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    const [header, payload, sig] = token.split('.') as [string, string, string];
    const claims = jwtDecode<TokenClaims>(token);
    const tampered = Buffer.from(JSON.stringify({ ...claims, permissions: ['network'] })).toString('base64url');
    const expired = signToken({ ...claims, iat: claims.iat - 100, exp: nowSeconds() - 1 }, TEST_SECRET);
    const otherSecret = signToken(claims, 'not-the-secret');
    const noAuth = await t.app.inject({ method: 'GET', url: '/api/publisher/get', headers: { host: ACME } });
    expect(noAuth.statusCode).toBe(401);
    expect(body(noAuth)).toMatchObject({ err: 1, code: 'UNAUTHENTICATED' });
    for (const bad of [
      'garbage',
      `${header}.${payload}`,
      `${header}.${tampered}.${sig}`,
      expired,
      otherSecret,
      'Bearer ',
    ]) {
      const response = await me(bad);
      expect(response.statusCode).toBe(401);
      expect(body(response)).toMatchObject({ err: 1, code: 'UNAUTHENTICATED' });
    }
    expect(userDetail.id).toBeGreaterThan(0);
  });

  it('answer 401 when an acme session is used on the globex host', async () => {
    const { token } = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    expect((await me(token, GLOBEX)).statusCode).toBe(401);
  });

  it('answer 403 FORBIDDEN without the permission', async () => {
    const { token } = await signIn(t.app, ACME, 'member', 'advertiser@acme.test');
    const response = await me(token);
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({ err: 1, code: 'FORBIDDEN' });
  });

  it('returns the publisher profile with the account manager', async () => {
    const { token } = await signIn(t.app, GLOBEX, 'member', 'publisher@globex.test');
    const response = await me(token, GLOBEX);
    expect(body(response).payload).toEqual({
      id: expect.any(Number),
      name: 'Peter Publisher',
      email: 'publisher@globex.test',
      company_name: expect.any(String),
      account_manager: { name: 'Greg Manager', email: 'greg@globex.test', skypeId: 'greg.globex' },
    });
  });

  it('logout revokes the token; a new login works', async () => {
    const { token } = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    const logout = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { host: ACME, authorization: token },
        payload: { email },
      });
    expect((await logout('owner@acme.test')).statusCode).toBe(400);
    const response = await logout('publisher@acme.test');
    expect(body(response)).toEqual({ err: 0, msg: 'Signed out' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await logout('publisher@acme.test')).statusCode).toBe(401);
    const again = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    expect((await me(again.token)).statusCode).toBe(200);
  });
});

describe('account hand-off (/ext)', () => {
  const issue = (token: string, userId: number, host = ACME) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/token',
      headers: { host, authorization: token },
      payload: { user_id: userId },
    });
  const exchange = (accountToken: string, host = ACME) =>
    t.app.inject({ method: 'POST', url: '/user/account/login', headers: { host }, payload: { accountToken } });

  it('lets an owner open a session as his publisher', async () => {
    const owner = await signIn(t.app, ACME, 'owner', 'owner@acme.test');
    const publisher = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    const issued = await issue(owner.token, publisher.userDetail.id);
    expect(issued.statusCode).toBe(200);
    const { accountToken } = body<{ accountToken: string }>(issued).payload as { accountToken: string };
    const response = await exchange(accountToken);
    expect(response.statusCode).toBe(200);
    const current = body<CurrentUser[]>(response).payload?.[0] as CurrentUser;
    expect(current).toMatchObject({ loginType: 'account', accountToken, permissions: ['publisher'] });
    expect(jwtDecode<TokenClaims>(current.token).loginType).toBe('account');
    expect((await me(current.token)).statusCode).toBe(200);
    // The account token itself is not a session.
    expect((await me(accountToken)).statusCode).toBe(401);
  });

  it('refuses another network, non-owners, invalid and expired account tokens', async () => {
    const acmeOwner = await signIn(t.app, ACME, 'owner', 'owner@acme.test');
    const globexPublisher = await signIn(t.app, GLOBEX, 'member', 'publisher@globex.test');
    const acmePublisher = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    expect((await issue(acmeOwner.token, globexPublisher.userDetail.id)).statusCode).toBe(404);
    expect((await issue(acmeOwner.token, acmeOwner.userDetail.id)).statusCode).toBe(404);
    expect((await issue(acmePublisher.token, acmePublisher.userDetail.id)).statusCode).toBe(403);
    const expired = signToken(
      { sub: String(acmePublisher.userDetail.id), purpose: 'account', iat: 1, exp: 2 },
      TEST_SECRET,
    );
    for (const token of ['nope', expired, acmePublisher.token]) {
      const response = await exchange(token);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe('This sign-in link is invalid or has expired');
    }
    const issued = await issue(acmeOwner.token, acmePublisher.userDetail.id);
    const { accountToken } = body<{ accountToken: string }>(issued).payload as { accountToken: string };
    expect((await exchange(accountToken, GLOBEX)).statusCode).toBe(400);
  });
});
