import { ACME, body, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

/**
 * Issue 26, item 1: a network answers only on hosts that are its own. The squatting cases of the issue, sign-up of
 * an id whose address another network holds, and one owner for a host two networks save at once.
 */
let t: TestApp;
let acmeOwner: string;
let globexOwner: string;
beforeAll(async () => {
  t = await buildTestApp();
  acmeOwner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.ctx.db.updateTable('networks').set({ tracking_domain: null }).execute();
});

const saveDomain = (payload: object, token = acmeOwner, host = ACME) =>
  t.app.inject({
    method: 'POST',
    url: '/api/network/setting/savedomain',
    headers: { host, authorization: token },
    payload,
  });

const register = (networkId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/network/register',
    headers: { host: 'localhost:3000' },
    payload: {
      network_id: networkId,
      company_name: `${networkId} Inc`,
      name: 'Owner',
      email: `owner@${networkId}.test`,
      password: 'Owner-2026',
    },
  });

const domainsOf = (networkId: string) =>
  t.app.ctx.db
    .selectFrom('networks')
    .select(['dashboard_domain', 'tracking_domain'])
    .where('network_id', '=', networkId)
    .executeTakeFirstOrThrow();

describe('a network cannot take a host that is not its own', () => {
  it.each([
    // An id nobody has registered yet, on any port, and deeper names under the base domain.
    ['tracking', 'victim.localhost:3000', 'DOMAIN_RESERVED', 'tracking: is reserved'],
    ['tracking', 'victim.localhost', 'DOMAIN_RESERVED', 'tracking: is reserved'],
    ['dashboard', 'victim.localhost:4000', 'DOMAIN_RESERVED', 'dashboard: is reserved'],
    ['tracking', 'www.victim.localhost:3000', 'DOMAIN_RESERVED', 'tracking: is reserved'],
    ['tracking', 'api.localhost:3000', 'DOMAIN_RESERVED', 'tracking: is reserved'],
    // The platform's own host.
    ['tracking', 'localhost:3000', 'DOMAIN_RESERVED', 'tracking: belongs to the platform'],
    ['dashboard', 'localhost', 'DOMAIN_RESERVED', 'dashboard: belongs to the platform'],
    ['tracking', '127.0.0.1:3000', 'DOMAIN_RESERVED', 'tracking: belongs to the platform'],
    // Another network's platform address, on another port too.
    ['tracking', GLOBEX, 'DOMAIN_TAKEN', 'tracking: is already used'],
    ['dashboard', 'globex.localhost:8080', 'DOMAIN_TAKEN', 'dashboard: is already used'],
  ])('refuses %s %s (%s)', async (field, host, code, message) => {
    const before = await domainsOf('acme');
    const response = await saveDomain({ [field]: host });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ err: 1, code, field });
    expect(body(response).msg).toContain(message);
    expect(await domainsOf('acme')).toEqual(before);
  });

  it("refuses another network's custom domain, on another port or behind staging.", async () => {
    expect((await saveDomain({ tracking: 'track.globex.test' }, globexOwner, GLOBEX)).statusCode).toBe(200);
    for (const host of ['track.globex.test', 'track.globex.test:8080', 'staging.track.globex.test']) {
      const response = await saveDomain({ tracking: host });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ code: 'DOMAIN_TAKEN', field: 'tracking' });
    }
    expect((await domainsOf('acme')).tracking_domain).toBeNull();
  });

  it('keeps its own platform address and takes a free domain of its own', async () => {
    expect((await saveDomain({ dashboard: ACME, tracking: ACME })).statusCode).toBe(200);
    expect((await saveDomain({ dashboard: ACME, tracking: 'track.acme.test' })).statusCode).toBe(200);
    expect(await domainsOf('acme')).toEqual({ dashboard_domain: ACME, tracking_domain: 'track.acme.test' });
  });

  it('leaves the address of an id free for the network that registers it', async () => {
    await saveDomain({ tracking: 'initech.localhost:3000' });
    const registered = await register('initech');
    expect(registered.statusCode).toBe(200);
    const branding = await t.app.inject({
      method: 'GET',
      url: '/api/network/branding',
      headers: { host: 'initech.localhost:3000' },
    });
    expect(body<{ network_id: string }>(branding).payload?.network_id).toBe('initech');
    expect((await domainsOf('acme')).tracking_domain).toBeNull();
  });
});

describe('sign-up of an id whose address another network holds', () => {
  it.each([
    ['heldid', 'heldid.localhost:3000'],
    ['heldport', 'heldport.localhost'],
  ])('refuses %s while %s is held, and says the id is taken', async (networkId, host) => {
    // Saved before the rules existed: the only way such a row comes to be now.
    await t.app.ctx.db
      .updateTable('networks')
      .set({ tracking_domain: host })
      .where('network_id', '=', 'globex')
      .execute();
    const exists = await t.app.inject({ method: 'GET', url: `/user/network_id/exists/${networkId}` });
    expect(body<{ exists: boolean }>(exists).payload?.exists).toBe(true);
    const response = await register(networkId);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ err: 1, code: 'NETWORK_ID_TAKEN', field: 'network_id' });
    expect(body(response).msg).toBe(
      `network_id: its address ${networkId}.localhost:3000 is already used by another network`,
    );
    const row = await t.app.ctx.platform.networkBySlug(networkId);
    expect(row).toBeUndefined();
  });
});

describe('two networks saving one host at once', () => {
  it('gives the host exactly one owner, round after round', async () => {
    for (let round = 0; round < 8; round += 1) {
      const host = `race-${round}.example.test`;
      const answers = await Promise.all([
        saveDomain({ tracking: host }),
        saveDomain({ tracking: host }, globexOwner, GLOBEX),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.map((a) => body(a).code).filter(Boolean)).toEqual(['DOMAIN_TAKEN']);
      const holders = await t.app.ctx.db
        .selectFrom('networks')
        .select('network_id')
        .where('tracking_domain', '=', host)
        .execute();
      expect(holders).toHaveLength(1);
    }
  });
});
