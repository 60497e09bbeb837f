import type { RemoteManifest, RemoteRelease, RemoteRollout, RemotesOverview } from '@affnet/contracts';
import { ACME, body, GLOBEX, signIn, type TestApp } from './helpers';
import { auditOf, DEPLOY_TOKEN, release, remotesApp, send } from './remotes-helpers';

/** The super admin's (or a deploy script's) rollouts: set, canary, promote, roll back, remove; audited, validated. */
let t: TestApp;
let admin: string;
let acmeId: number;
let globexId: number;
beforeAll(async () => {
  ({ t, admin } = await remotesApp());
  acmeId = (await t.app.ctx.platform.networkBySlug('acme'))?.id as number;
  globexId = (await t.app.ctx.platform.networkBySlug('globex'))?.id as number;
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) await release(t, admin, 'mfe_offers', version);
});
afterAll(() => t.close());
// Each case starts with no rollout and sets up the ones it needs: any order holds.
beforeEach(() => t.app.ctx.db.deleteFrom('remote_rollouts').execute());

const url = (network: number | 'default', action = '') => `/api/remotes/mfe_offers/rollouts/${network}${action}`;

async function ok<T>(response: Awaited<ReturnType<typeof send>>): Promise<T> {
  expect(response.statusCode).toBe(200);
  return body<T>(response).payload as T;
}

async function offersVersion(host: string) {
  return body<RemoteManifest>(await send(t, 'GET', '/mf/manifest', null, undefined, host)).payload?.releases.mfe_offers
    .version;
}

async function expectRefusal(response: Awaited<ReturnType<typeof send>>, field: string, code: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ err: 1, field, code });
  expect(response.json().msg).toMatch(new RegExp(`^${field}: `));
}

describe('rollouts of a remote', () => {
  it('sets a default, promotes a canary and rolls back, each in the audit log of the networks it reaches', async () => {
    await ok(await send(t, 'PUT', url('default'), admin, { version: '1.0.0' }));
    expect((await auditOf(t, ACME, 'owner@acme.test'))[0]).toMatchObject({
      action: 'remote.set',
      subject: 'mfe_offers',
      user_name: 'Sam Admin',
      changes: [{ field: 'version', after: '1.0.0' }],
    });
    expect((await auditOf(t, GLOBEX, 'owner@globex.test'))[0]?.log_status).toBe(
      'mfe_offers (platform default): release 1.0.0, by the platform administrator',
    );

    const canary = await ok<RemoteRollout>(
      await send(t, 'PUT', url(globexId), admin, { version: '1.0.0', canary_version: '1.1.0', canary_percent: 20 }),
    );
    expect(canary).toMatchObject({
      network_id: globexId,
      version: '1.0.0',
      canary_version: '1.1.0',
      canary_percent: 20,
    });
    const promoted = await ok<RemoteRollout>(await send(t, 'POST', url(globexId, '/promote'), admin));
    expect(promoted).toMatchObject({
      version: '1.1.0',
      canary_version: null,
      canary_percent: 0,
      previous_version: '1.0.0',
    });
    expect(await offersVersion(GLOBEX)).toBe('1.1.0');
    expect(await offersVersion(ACME)).toBe('1.0.0');
    expect((await auditOf(t, GLOBEX, 'owner@globex.test'))[0]).toMatchObject({
      action: 'remote.promote',
      changes: expect.arrayContaining([{ field: 'version', before: '1.0.0', after: '1.1.0' }]),
    });
    // Acme's log does not hear of Globex's change.
    expect((await auditOf(t, ACME, 'owner@acme.test'))[0]?.action).toBe('remote.set');

    const back = await ok<RemoteRollout>(await send(t, 'POST', url(globexId, '/rollback'), admin));
    expect(back).toMatchObject({ version: '1.0.0', previous_version: null, canary_version: null });
    expect(await offersVersion(GLOBEX)).toBe('1.0.0');
    expect((await auditOf(t, GLOBEX, 'owner@globex.test'))[0]?.action).toBe('remote.rollback');
  });

  it("rolls a network's first rollout back to the platform default release it had", async () => {
    await ok(await send(t, 'PUT', url('default'), admin, { version: '1.0.0' }));
    const pinned = await ok<RemoteRollout>(await send(t, 'PUT', url(acmeId), admin, { version: '1.2.0' }));
    expect(pinned.previous_version).toBe('1.0.0');
    expect((await auditOf(t, ACME, 'owner@acme.test'))[0]?.changes).toEqual([
      { field: 'version', before: '1.0.0', after: '1.2.0' },
    ]);
    expect((await ok<RemoteRollout>(await send(t, 'POST', url(acmeId, '/rollback'), admin))).version).toBe('1.0.0');
  });

  it('removes a network rollout: the network follows the platform default again', async () => {
    await ok(await send(t, 'PUT', url('default'), admin, { version: '1.0.0' }));
    await ok(await send(t, 'PUT', url(acmeId), admin, { version: '1.2.0' }));
    expect(await offersVersion(ACME)).toBe('1.2.0');
    await ok(await send(t, 'DELETE', url(acmeId), admin));
    expect(await offersVersion(ACME)).toBe('1.0.0');
    expect((await auditOf(t, ACME, 'owner@acme.test'))[0]).toMatchObject({
      action: 'remote.reset',
      log_status: 'mfe_offers: back to the platform default (1.0.0), by the platform administrator',
      changes: [{ field: 'version', before: '1.2.0', after: '1.0.0' }],
    });
    expect((await send(t, 'DELETE', url(acmeId), admin)).statusCode).toBe(404);
    const overview = await ok<RemotesOverview>(await send(t, 'GET', '/api/remotes', admin));
    expect(overview.rollouts.filter((r) => r.network_id === acmeId)).toEqual([]);
    expect(overview.rollouts.find((r) => r.network_id === null)).toMatchObject({
      remote: 'mfe_offers',
      version: '1.0.0',
    });
    expect(overview.networks.map((n) => n.name)).toEqual(expect.arrayContaining(['Acme Media', 'Globex Ads']));
    expect(overview.releases.map((r) => r.version).sort()).toEqual(['1.0.0', '1.1.0', '1.2.0']);
  });

  it('refuses, naming the field, what cannot be rolled out', async () => {
    await ok(await send(t, 'PUT', url('default'), admin, { version: '1.0.0' }));
    await expectRefusal(await send(t, 'PUT', url(acmeId), admin, { version: '9.9.9' }), 'version', 'UNKNOWN_RELEASE');
    const latest = await send(t, 'PUT', url(acmeId), admin, { version: 'latest' });
    await expectRefusal(latest, 'version', 'INVALID_FORMAT');
    expect(latest.json().msg).toBe('version: must be a version such as 1.4.0');
    const canary = (canary_version: string | null, canary_percent?: number) =>
      send(t, 'PUT', url(acmeId), admin, { version: '1.0.0', canary_version, canary_percent });
    await expectRefusal(await canary('9.9.9', 10), 'canary_version', 'UNKNOWN_RELEASE');
    await expectRefusal(await canary('1.0.0', 10), 'canary_version', 'SAME_RELEASE');
    await expectRefusal(await canary('1.1.0', 101), 'canary_percent', 'TOO_LARGE');
    await expectRefusal(await canary('1.1.0', -1), 'canary_percent', 'TOO_SMALL');
    await expectRefusal(await canary('1.1.0', 12.5), 'canary_percent', 'WRONG_TYPE');
    await expectRefusal(await canary('1.1.0'), 'canary_percent', 'REQUIRED');
    await expectRefusal(await canary(null, 30), 'canary_version', 'REQUIRED');
    const unknownRemote = await send(t, 'PUT', '/api/remotes/mfe_nope/rollouts/default', admin, { version: '1.0.0' });
    await expectRefusal(unknownRemote, 'remote', 'NOT_ONE_OF');
    await ok(await send(t, 'PUT', url(globexId), admin, { version: '1.2.0' }));
    await expectRefusal(await send(t, 'POST', url(globexId, '/promote'), admin), 'canary_version', 'NO_CANARY');
    await ok(await send(t, 'POST', url(globexId, '/rollback'), admin));
    await expectRefusal(
      await send(t, 'POST', url(globexId, '/rollback'), admin),
      'previous_version',
      'NO_PREVIOUS_RELEASE',
    );
    expect((await send(t, 'PUT', url(987654), admin, { version: '1.0.0' })).statusCode).toBe(404);
  });

  it('takes the operator deploy token, refuses a wrong one and every network member', async () => {
    const deploy = `Bearer ${DEPLOY_TOKEN}`;
    await ok(await send(t, 'PUT', url(globexId), deploy, { version: '1.1.0' }));
    expect((await auditOf(t, GLOBEX, 'owner@globex.test'))[0]).toMatchObject({
      user_name: "The operator's deploy token",
      log_status: "mfe_offers: release 1.1.0, by the operator's deploy token",
    });
    expect((await send(t, 'GET', '/api/remotes', deploy)).statusCode).toBe(200);
    expect((await send(t, 'GET', '/api/remotes', `Bearer ${DEPLOY_TOKEN}x`)).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/remotes', null)).statusCode).toBe(401);
    const owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
    expect((await send(t, 'PUT', url(acmeId), owner, { version: '1.1.0' }, ACME)).statusCode).toBe(403);
    const registered = await send(
      t,
      'POST',
      '/api/remotes/releases',
      owner,
      { remote: 'mfe_offers', version: '3.0.0' },
      ACME,
    );
    expect(registered.statusCode).toBe(403);
  });

  it('takes no deploy token at all when the operator configured none', async () => {
    const { t: bare, admin: bareAdmin } = await remotesApp({ DEPLOY_TOKEN: '' });
    try {
      expect(bare.config.deployToken).toBeNull();
      expect((await send(bare, 'GET', '/api/remotes', `Bearer ${DEPLOY_TOKEN}`)).statusCode).toBe(401);
      expect((await send(bare, 'GET', '/api/remotes', 'Bearer ')).statusCode).toBe(401);
      const listed = await send(bare, 'GET', '/api/remotes', bareAdmin);
      expect(body<RemotesOverview>(listed).payload?.releases).toEqual([] satisfies RemoteRelease[]);
    } finally {
      await bare.close();
    }
  });
});
