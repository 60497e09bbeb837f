import { createHash } from 'node:crypto';
import type { RemoteManifest } from '@affnet/contracts';
import { signToken } from '../src/auth/tokens';
import { nowSeconds } from '../src/shared/clock';
import { ACME, body, GLOBEX, signIn, TEST_SECRET, type TestApp } from './helpers';
import { release, remotesApp, send } from './remotes-helpers';

/** GET /mf/manifest answers from the rollouts at once: platform default, a network's own release, a canary split. */
let t: TestApp;
let admin: string;
let acmeId: number;
let globexId: number;
beforeAll(async () => {
  ({ t, admin } = await remotesApp());
  acmeId = (await t.app.ctx.platform.networkBySlug('acme'))?.id as number;
  globexId = (await t.app.ctx.platform.networkBySlug('globex'))?.id as number;
  await release(t, admin, 'mfe_offers', '1.0.0', 'Offers one');
  await release(t, admin, 'mfe_offers', '1.1.0', 'Offers canary');
  await release(t, admin, 'mfe_offers', '2.0.0', 'Offers two');
});
afterAll(() => t.close());
// Each case starts with no rollout (the configured URLs) and sets up the ones it needs: any order holds.
beforeEach(() => t.app.ctx.db.deleteFrom('remote_rollouts').execute());

async function manifest(host: string, token?: string): Promise<RemoteManifest> {
  const response = await send(t, 'GET', '/mf/manifest', token ? `Bearer ${token}` : null, undefined, host);
  expect(response.statusCode).toBe(200);
  return body<RemoteManifest>(response).payload as RemoteManifest;
}

const rollout = (network: number | 'default', payload: object) =>
  send(t, 'PUT', `/api/remotes/mfe_offers/rollouts/${network}`, admin, payload);

/** The design's bucket, computed here on its own: sha256("<network>:<remote>:<user>"), first 4 bytes mod 100. */
const bucket = (network: number, user: number) =>
  createHash('sha256').update(`${network}:mfe_offers:${user}`).digest().readUInt32BE(0) % 100;

describe('the remote manifest', () => {
  it('serves the configured URL until a release is rolled out, then the platform default to every network', async () => {
    expect((await manifest(ACME)).releases.mfe_offers).toMatchObject({ version: 'configured', area: null });
    expect((await rollout('default', { version: '1.0.0' })).statusCode).toBe(200);
    for (const host of [ACME, GLOBEX]) {
      const answer = await manifest(host);
      expect(answer.remotes.mfe_offers).toBe('/remotes/mfe_offers/1.0.0/mf-manifest.json');
      expect(answer.releases.mfe_offers).toMatchObject({
        version: '1.0.0',
        entry: '/remotes/mfe_offers/1.0.0/mf-manifest.json',
        canary: false,
      });
      expect(answer.releases.mfe_offers.area?.messages.en?.['title.offers']).toBe('Offers one');
      expect(answer.releases.mfe_auth.version).toBe('configured');
      expect(answer.canary).toBe(false);
    }
  });

  it("gives a network its own release without touching another network's", async () => {
    await rollout('default', { version: '1.0.0' });
    expect((await rollout(globexId, { version: '2.0.0' })).statusCode).toBe(200);
    expect((await manifest(GLOBEX)).releases.mfe_offers.version).toBe('2.0.0');
    expect((await manifest(ACME)).releases.mfe_offers.version).toBe('1.0.0');
  });

  it('splits the users of a network for a canary, stable per user, and keeps it to that network', async () => {
    await rollout('default', { version: '1.0.0' });
    await rollout(globexId, { version: '2.0.0' });
    expect((await rollout(acmeId, { version: '1.0.0', canary_version: '1.1.0', canary_percent: 50 })).statusCode).toBe(
      200,
    );
    const owner = await signIn(t.app, ACME, 'owner', 'owner@acme.test');
    const publisher = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    // The demo's Acme owner and publisher fall on either side of 50 (the test would be void otherwise).
    const onCanary = (id: number) => bucket(acmeId, id) < 50;
    expect(onCanary(owner.userDetail.id)).not.toBe(onCanary(publisher.userDetail.id));
    for (const user of [owner, publisher]) {
      const expected = onCanary(user.userDetail.id) ? '1.1.0' : '1.0.0';
      for (let i = 0; i < 2; i++) {
        const answer = await manifest(ACME, user.token);
        expect(answer.releases.mfe_offers).toMatchObject({ version: expected, canary: expected === '1.1.0' });
        expect(answer.canary).toBe(true);
      }
    }
    const anonymous = await manifest(ACME);
    expect(anonymous.releases.mfe_offers).toMatchObject({ version: '1.0.0', canary: false });
    expect(anonymous.canary).toBe(true);
    const globex = await manifest(GLOBEX, (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token);
    expect(globex.releases.mfe_offers).toMatchObject({ version: '2.0.0', canary: false });
    expect(globex.canary).toBe(false);
  });

  it('treats a token that is not valid here as an anonymous visitor, never as an error', async () => {
    await rollout('default', { version: '1.0.0' });
    await rollout(globexId, { version: '2.0.0' });
    const owner = await signIn(t.app, ACME, 'owner', 'owner@acme.test');
    const expired = signToken(
      { ...JSON.parse(Buffer.from(owner.token.split('.')[1] ?? '', 'base64url').toString()), exp: nowSeconds() - 1 },
      TEST_SECRET,
    );
    for (const token of ['not-a-token', expired]) {
      expect((await manifest(ACME, token)).releases.mfe_offers).toMatchObject({ version: '1.0.0', canary: false });
    }
    // Acme's session on Globex's host belongs to another network: Globex's stable release, no error.
    expect((await manifest(GLOBEX, owner.token)).releases.mfe_offers.version).toBe('2.0.0');
  });
});
