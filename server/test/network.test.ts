import { DEFAULT_THEME, type Network, type ThemeSettings } from '@affnet/contracts';
import { ACME, body, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

let t: TestApp;
let acmeOwner: string;
let acmePublisher: string;
let globexOwner: string;
let admin: string;
let seededThemes: { id: number; theme: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  acmeOwner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  acmePublisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
  globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
  admin = (await signIn(t.app, 'localhost:3000', 'admin', 'admin@affnet.test')).token;
  seededThemes = await t.app.ctx.db.selectFrom('networks').select(['id', 'theme']).execute();
});
afterAll(() => t.close());
// Saving a theme changes what the next reader sees: each test starts from the themes of the demo seed.
beforeEach(async () => {
  for (const { id, theme } of seededThemes) {
    await t.app.ctx.db.updateTable('networks').set({ theme }).where('id', '=', id).execute();
  }
});

const networkData = (token: string, id: string, host = ACME) =>
  t.app.inject({ method: 'GET', url: `/user/network/data/${id}`, headers: { host, authorization: token } });
const getTheme = (token: string, networkId: string, host = ACME) =>
  t.app.inject({
    method: 'POST',
    url: '/api/network/get/theme/',
    headers: { host, authorization: token },
    payload: { network_id: networkId },
  });
const saveTheme = (token: string, networkId: string, settings: object, host = ACME) =>
  t.app.inject({
    method: 'POST',
    url: '/api/network/save/theme/',
    headers: { host, authorization: token },
    payload: { network_id: networkId, settings },
  });

describe('GET /user/network/data/:id', () => {
  it('returns the caller’s own network', async () => {
    const response = await networkData(acmePublisher, 'acme');
    expect(body<Network>(response).payload).toEqual({
      network_id: 'acme',
      company_name: 'Acme Media',
      networklogo_Url: '/uploads/acme/logo.svg',
      domain: { dashboard: 'acme.localhost:3000' },
      status: 'active',
    });
  });

  it('answers 404 for another network or an unknown one, and lets the super admin read any', async () => {
    for (const id of ['globex', 'nope']) {
      const response = await networkData(acmeOwner, id);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toMatchObject({ err: 1, msg: 'Network not found' });
    }
    expect(body<Network>(await networkData(admin, 'globex', 'localhost:3000')).payload?.company_name).toBe(
      'Globex Ads',
    );
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/network/data/acme', headers: { host: ACME } });
    expect(response.statusCode).toBe(401);
  });
});

describe('network theme', () => {
  it('is readable by any member of the network', async () => {
    const response = await getTheme(acmePublisher, 'acme');
    expect(body<{ theme: ThemeSettings }>(response).payload).toEqual({
      theme: { ...DEFAULT_THEME, navbarbg: 'skin1' },
    });
    const globex = await getTheme(globexOwner, 'globex', GLOBEX);
    expect(body<{ theme: ThemeSettings }>(globex).payload?.theme).toMatchObject({ theme: 'dark', navbarbg: 'skin4' });
  });

  it('is saved by the owner, merging partial settings', async () => {
    const saved = await saveTheme(acmeOwner, 'acme', { theme: 'dark', sidebartype: 'mini-sidebar' });
    expect(body(saved)).toEqual({ err: 0, msg: 'Theme saved' });
    const theme = body<{ theme: ThemeSettings }>(await getTheme(acmePublisher, 'acme')).payload?.theme;
    expect(theme).toEqual({ ...DEFAULT_THEME, theme: 'dark', sidebartype: 'mini-sidebar' });
    const branding = await t.app.inject({ method: 'GET', url: '/api/network/branding', headers: { host: ACME } });
    expect(body<{ theme: ThemeSettings }>(branding).payload?.theme.theme).toBe('dark');
  });

  it('rejects an unknown value naming the field', async () => {
    const response = await saveTheme(acmeOwner, 'acme', { sidebartype: 'floating' });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('settings.sidebartype: must be one of full, iconbar, overlay, mini-sidebar');
    const skin = await saveTheme(acmeOwner, 'acme', { navbarbg: 'skin7' });
    expect(body(skin).msg).toBe('settings.navbarbg: must be one of skin1, skin2, skin3, skin4, skin5, skin6');
  });

  it('cannot be read or saved across networks, nor saved by a publisher', async () => {
    expect((await getTheme(acmeOwner, 'globex')).statusCode).toBe(404);
    expect((await saveTheme(acmeOwner, 'globex', { theme: 'light' })).statusCode).toBe(404);
    expect((await saveTheme(acmePublisher, 'acme', { theme: 'light' })).statusCode).toBe(403);
    const globex = body<{ theme: ThemeSettings }>(await getTheme(globexOwner, 'globex', GLOBEX)).payload?.theme;
    expect(globex?.theme).toBe('dark');
  });
});

describe('network sign-up', () => {
  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/user/network/register', headers: { host: 'localhost:3000' }, payload });
  const exists = async (id: string) =>
    body<{ exists: boolean }>(await t.app.inject({ method: 'GET', url: `/user/network_id/exists/${id}` })).payload
      ?.exists;
  const request = {
    network_id: 'initech',
    company_name: 'Initech',
    name: 'Ian Owner',
    email: 'ian@initech.test',
    password: 'Initech-2026',
  };

  it('creates a network with its owner, who can then sign in on its domain', async () => {
    expect(await exists('initech')).toBe(false);
    const response = await register(request);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      err: 0,
      payload: { network_id: 'initech', domain: { dashboard: 'initech.localhost:3000' } },
    });
    expect(await exists('initech')).toBe(true);
    expect(await exists('acme')).toBe(true);
    const owner = await signIn(t.app, 'initech.localhost:3000', 'owner', 'ian@initech.test', 'Initech-2026');
    expect(owner.userDetail).toMatchObject({ name: 'Ian Owner', network: ['initech'], company_name: 'Initech' });
    const branding = await t.app.inject({
      method: 'GET',
      url: '/api/network/branding',
      headers: { host: 'initech.localhost:3000' },
    });
    expect(body(branding).payload).toEqual({
      network_id: 'initech',
      company_name: 'Initech',
      networklogo_Url: '/uploads/initech/logo.svg',
      theme: DEFAULT_THEME,
      time_zone: 'UTC',
    });
    const logo = await t.app.inject({ method: 'GET', url: '/uploads/initech/logo.small.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses a taken or reserved id, a bad id and a weak password', async () => {
    const taken = await register({ ...request, network_id: 'acme' });
    expect(taken.statusCode).toBe(400);
    expect(body(taken).msg).toBe('network_id: this network id is already taken');
    expect(body(await register({ ...request, network_id: 'www' })).msg).toBe(
      'network_id: this network id is already taken',
    );
    expect(body(await register({ ...request, network_id: 'Bad_Id' })).msg).toBe(
      'network_id: must contain only lowercase letters, digits and hyphens',
    );
    expect(body(await register({ ...request, network_id: 'ab' })).msg).toBe(
      'network_id: must be at least 3 characters long',
    );
    expect(body(await register({ ...request, network_id: 'new-one', password: 'onlyletters' })).msg).toBe(
      'password: must contain at least one letter and one digit',
    );
    expect(body(await register({ ...request, network_id: 'new-one', password: 'a1' })).msg).toBe(
      'password: must be at least 8 characters long',
    );
    expect(await exists('new-one')).toBe(false);
  });
});
