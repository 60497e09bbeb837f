import type { NewRemoteDeployToken, RemoteDeployToken } from '@affnet/contracts';
import { ACME, body, GLOBEX, signIn, type TestApp } from './helpers';
import { auditOf, release, remotesApp, send, writeReleaseFolder } from './remotes-helpers';

/** Deploy tokens of the teams: each acts on its own remote (and networks) only, named in the audit log. */
let t: TestApp;
let admin: string;
let acmeId: number;
let globexId: number;
beforeAll(async () => {
  ({ t, admin } = await remotesApp());
  acmeId = (await t.app.ctx.platform.networkBySlug('acme'))?.id as number;
  globexId = (await t.app.ctx.platform.networkBySlug('globex'))?.id as number;
  for (const version of ['1.0.0', '1.1.0']) {
    await release(t, admin, 'mfe_offers', version);
    await release(t, admin, 'mfe_statistics', version);
  }
});
afterAll(() => t.close());

async function createToken(payload: object): Promise<NewRemoteDeployToken> {
  const response = await send(t, 'POST', '/api/remotes/deploy-tokens', admin, payload);
  expect(response.statusCode).toBe(200);
  return body<NewRemoteDeployToken>(response).payload as NewRemoteDeployToken;
}

const rollout = (remote: string, network: number | 'default', action = '') =>
  `/api/remotes/${remote}/rollouts/${network}${action}`;

describe("a team's deploy token", () => {
  it('registers, rolls out and rolls back its own remote only; the audit log names it', async () => {
    const offers = await createToken({ name: 'offers-team', remote: 'mfe_offers' });
    expect(offers.token).toMatch(/^affnet_deploy_/);
    const bearer = `Bearer ${offers.token}`;

    // Its own remote: register, make default, pin, canary, roll back.
    writeReleaseFolder(t.config.releasesDir, 'mfe_offers', '1.2.0');
    const registered = await send(t, 'POST', '/api/remotes/releases', bearer, {
      remote: 'mfe_offers',
      version: '1.2.0',
    });
    expect(registered.statusCode).toBe(200);
    expect((await send(t, 'PUT', rollout('mfe_offers', acmeId), bearer, { version: '1.0.0' })).statusCode).toBe(200);
    expect((await send(t, 'PUT', rollout('mfe_offers', acmeId), bearer, { version: '1.1.0' })).statusCode).toBe(200);
    const canary = { version: '1.1.0', canary_version: '1.2.0', canary_percent: 10 };
    expect((await send(t, 'PUT', rollout('mfe_offers', acmeId), bearer, canary)).statusCode).toBe(200);
    expect((await send(t, 'POST', rollout('mfe_offers', acmeId, '/rollback'), bearer)).statusCode).toBe(200);
    expect((await auditOf(t, ACME, 'owner@acme.test'))[0]).toMatchObject({
      action: 'remote.rollback',
      user_name: 'Deploy token "offers-team"',
      log_status: expect.stringContaining('by deploy token "offers-team"'),
    });

    // Another team's remote: refused, and nothing changed.
    writeReleaseFolder(t.config.releasesDir, 'mfe_statistics', '1.2.0');
    const stats = { remote: 'mfe_statistics', version: '1.2.0' };
    expect((await send(t, 'POST', '/api/remotes/releases', bearer, stats)).statusCode).toBe(403);
    expect((await send(t, 'PUT', rollout('mfe_statistics', acmeId), bearer, { version: '1.1.0' })).statusCode).toBe(
      403,
    );
    const statsCanary = { version: '1.0.0', canary_version: '1.1.0', canary_percent: 50 };
    expect((await send(t, 'PUT', rollout('mfe_statistics', 'default'), bearer, statsCanary)).statusCode).toBe(403);
    expect((await send(t, 'POST', rollout('mfe_statistics', acmeId, '/rollback'), bearer)).statusCode).toBe(403);
    const overview = await t.app.ctx.db.selectFrom('remote_rollouts').selectAll().execute();
    expect(overview.filter((r) => r.remote === 'mfe_statistics')).toEqual([]);
    expect(
      await t.app.ctx.db.selectFrom('remote_releases').where('version', '=', '1.2.0').selectAll().execute(),
    ).toEqual([expect.objectContaining({ remote: 'mfe_offers' })]);
    // Nor does it read the overview of every remote, nor make tokens.
    expect((await send(t, 'GET', '/api/remotes', bearer)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/remotes/deploy-tokens', bearer)).statusCode).toBe(401);
  });

  it('limited to some networks, it cannot change another network nor the platform default', async () => {
    const acmeOnly = await createToken({ name: 'offers-acme', remote: 'mfe_offers', network_ids: [acmeId] });
    expect(acmeOnly.network_ids).toEqual([acmeId]);
    const bearer = `Bearer ${acmeOnly.token}`;
    expect((await send(t, 'PUT', rollout('mfe_offers', acmeId), bearer, { version: '1.0.0' })).statusCode).toBe(200);
    expect((await send(t, 'PUT', rollout('mfe_offers', globexId), bearer, { version: '1.0.0' })).statusCode).toBe(403);
    expect((await send(t, 'PUT', rollout('mfe_offers', 'default'), bearer, { version: '1.0.0' })).statusCode).toBe(403);
    const makeDefault = { remote: 'mfe_offers', version: '1.0.0', make_default: true };
    expect((await send(t, 'POST', '/api/remotes/releases', bearer, makeDefault)).statusCode).toBe(403);
  });

  it('is refused once revoked, stored only as its sha256, and listed without the token', async () => {
    const token = await createToken({ name: 'short-lived', remote: 'mfe_offers' });
    const bearer = `Bearer ${token.token}`;
    expect((await send(t, 'PUT', rollout('mfe_offers', globexId), bearer, { version: '1.1.0' })).statusCode).toBe(200);
    const revoked = await send(t, 'POST', `/api/remotes/deploy-tokens/${token.id}/revoke`, admin);
    expect(body<RemoteDeployToken>(revoked).payload?.revoked_at).toEqual(expect.any(String));
    expect((await send(t, 'PUT', rollout('mfe_offers', globexId), bearer, { version: '1.0.0' })).statusCode).toBe(401);
    const rows = await t.app.ctx.db.selectFrom('remote_deploy_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token.token);
    const listed = body<RemoteDeployToken[]>(await send(t, 'GET', '/api/remotes/deploy-tokens', admin)).payload;
    expect(listed?.find((entry) => entry.id === token.id)).toMatchObject({ name: 'short-lived', remote: 'mfe_offers' });
    expect(JSON.stringify(listed)).not.toContain(token.token);
    // The name is free again once revoked; taken while a token of that name is valid.
    await createToken({ name: 'short-lived', remote: 'mfe_offers' });
    const taken = await send(t, 'POST', '/api/remotes/deploy-tokens', admin, {
      name: 'short-lived',
      remote: 'mfe_auth',
    });
    expect(taken.json()).toMatchObject({ err: 1, field: 'name', code: 'NAME_TAKEN' });
  });

  it('is made and revoked by the super admin only, with its input checked', async () => {
    const owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
    const input = { name: 'x-team', remote: 'mfe_offers' };
    expect((await send(t, 'POST', '/api/remotes/deploy-tokens', owner, input, ACME)).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/remotes/deploy-tokens', null, input)).statusCode).toBe(401);
    const bad = [
      [{ name: '', remote: 'mfe_offers' }, 'name'],
      [{ name: 'x', remote: 'mfe_nope' }, 'remote'],
      [{ name: 'x', remote: 'mfe_offers', network_ids: [987654] }, 'network_ids'],
    ] as const;
    for (const [payload, field] of bad) {
      const response = await send(t, 'POST', '/api/remotes/deploy-tokens', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1, field });
    }
    expect((await send(t, 'POST', '/api/remotes/deploy-tokens/987654/revoke', admin)).statusCode).toBe(404);
    expect((await auditOf(t, GLOBEX, 'owner@globex.test')).length).toBeGreaterThan(0);
  });
});
