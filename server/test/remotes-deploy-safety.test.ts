import type { RemoteFailure, RemoteRelease, RemoteRollout, RemotesOverview } from '@affnet/contracts';
import { ACME, body, GLOBEX, signIn, type TestApp, UNKNOWN_HOST } from './helpers';
import { auditOf, DEPLOY_TOKEN, release, remotesApp, send, writeReleaseFolder } from './remotes-helpers';

/** Explicit defaults, entries that must exist, roll back to a chosen release, failure reports that cannot be inflated. */
let t: TestApp;
let admin: string;
let globexId: number;
beforeAll(async () => {
  ({ t, admin } = await remotesApp());
  globexId = (await t.app.ctx.platform.networkBySlug('globex'))?.id as number;
  for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) await release(t, admin, 'mfe_offers', version);
});
afterAll(() => t.close());

const register = (payload: object, authorization = admin) =>
  send(t, 'POST', '/api/remotes/releases', authorization, payload);
const rollout = (network: number | 'default', action = '') => `/api/remotes/mfe_offers/rollouts/${network}${action}`;

async function payloadOf<T>(response: Awaited<ReturnType<typeof send>>): Promise<T> {
  expect(response.statusCode).toBe(200);
  return body<T>(response).payload as T;
}

describe('the platform default', () => {
  it('changes with make_default on registration, audited with who did it; registering alone changes nothing', async () => {
    writeReleaseFolder(t.config.releasesDir, 'mfe_offers', '2.0.0');
    await payloadOf(await register({ remote: 'mfe_offers', version: '2.0.0' }));
    const overview = await payloadOf<RemotesOverview>(await send(t, 'GET', '/api/remotes', admin));
    expect(overview.rollouts.find((r) => r.remote === 'mfe_offers' && r.network_id === null)).toBeUndefined();

    const answer = await register(
      { remote: 'mfe_offers', version: '2.0.0', make_default: true },
      `Bearer ${DEPLOY_TOKEN}`,
    );
    expect(body(answer).msg).toBe('Release already registered, now the platform default');
    expect((await auditOf(t, ACME, 'owner@acme.test'))[0]).toMatchObject({
      action: 'remote.set',
      user_name: "The operator's deploy token",
      log_status: "mfe_offers (platform default): release 2.0.0, by the operator's deploy token",
    });
    await payloadOf(await send(t, 'PUT', rollout('default'), admin, { version: '1.3.0' }));
    expect((await auditOf(t, ACME, 'owner@acme.test'))[0]).toMatchObject({
      user_name: 'Sam Admin',
      changes: [{ field: 'version', before: '2.0.0', after: '1.3.0' }],
    });
  });
});

describe('registering a release', () => {
  it('refuses protocol-relative entries, backslashes and entries not in the releases folder', async () => {
    const cases: [string, RegExp][] = [
      ['//evil.example/mf-manifest.json', /protocol-relative/],
      ['/\\evil.example/mf-manifest.json', /backslash/],
      ['https://cdn.example\\@evil/mf-manifest.json', /backslash/],
      ['/remotes/mfe_offers/9.9.9/mf-manifest.json', /not in this server's releases folder/],
      ['/remotes/mfe_auth/1.0.0/mf-manifest.json', /releases folder/],
      ['/somewhere/mf-manifest.json', /releases folder/],
      ['https://user:secret@cdn.example/mf-manifest.json', /user name or password/],
    ];
    for (const [entry_url, message] of cases) {
      const response = await register({ remote: 'mfe_offers', version: '3.0.0', entry_url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1, field: 'entry_url' });
      expect(response.json().msg).toMatch(message);
    }
    // A file that is there, and an external address with the page's host in it, are taken.
    const inFolder = '/remotes/mfe_offers/1.0.0/remoteEntry.js';
    expect((await register({ remote: 'mfe_offers', version: '3.0.0', entry_url: inFolder })).statusCode).toBe(200);
    const external = 'http://{hostname}:4002/mf-manifest.json';
    const cdn = await payloadOf<RemoteRelease>(
      await register({ remote: 'mfe_offers', version: '3.0.1', entry_url: external }),
    );
    expect(cdn.entry).toBe(external);
  });

  it('registers a folder never registered (a refused attempt), and answers the same version clearly', async () => {
    writeReleaseFolder(t.config.releasesDir, 'mfe_offers', '4.0.0');
    expect((await register({ remote: 'mfe_offers', version: '4.0.0' }, 'Bearer wrong')).statusCode).toBe(401);
    expect(body(await register({ remote: 'mfe_offers', version: '4.0.0' })).msg).toBe('Release registered');
    expect(body(await register({ remote: 'mfe_offers', version: '4.0.0' })).msg).toBe('Release already registered');
    const other = await register({ remote: 'mfe_offers', version: '4.0.0', entry_url: 'https://cdn.example/x.json' });
    expect(other.json()).toMatchObject({ field: 'version', code: 'RELEASE_EXISTS' });
    expect(other.json().msg).toMatch(/already registered with another entry or area/);
  });
});

describe('roll back', () => {
  it('goes to any earlier release of the rollout, chosen from its history, audited', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      await payloadOf(await send(t, 'PUT', rollout(globexId), admin, { version }));
    }
    const overview = await payloadOf<RemotesOverview>(await send(t, 'GET', '/api/remotes', admin));
    const globex = overview.rollouts.find((r) => r.remote === 'mfe_offers' && r.network_id === globexId);
    expect(globex?.earlier.map((e) => e.version)).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    // 1.2.0 broke too: straight back to 1.1.0, over it.
    const back = await payloadOf<RemoteRollout>(
      await send(t, 'POST', rollout(globexId, '/rollback'), admin, { version: '1.1.0' }),
    );
    expect(back).toMatchObject({ version: '1.1.0', canary_version: null });
    expect(back.earlier.map((e) => e.version)).toEqual(['1.3.0', '1.2.0', '1.0.0']);
    expect((await auditOf(t, GLOBEX, 'owner@globex.test'))[0]).toMatchObject({
      action: 'remote.rollback',
      log_status: 'mfe_offers: rolled back to 1.1.0, by the platform administrator',
      changes: [{ field: 'version', before: '1.3.0', after: '1.1.0' }],
    });
    const never = await send(t, 'POST', rollout(globexId, '/rollback'), admin, { version: '2.0.0' });
    expect(never.json()).toMatchObject({ err: 1, field: 'version', code: 'UNKNOWN_RELEASE' });
  });
});

describe('failure reports', () => {
  const report = (message: string) => ({ remote: 'mfe_offers', version: '1.0.0', area: '/offers/all', message });

  it('count a few per signed-in user and per address an hour, the anonymous ones apart, messages listed', async () => {
    const publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
    for (let i = 0; i < 10; i++) {
      expect((await send(t, 'POST', '/mf/failures', publisher, report(`signed ${i}`), ACME)).statusCode).toBe(200);
      expect((await send(t, 'POST', '/mf/failures', null, report(`forged ${i}`), GLOBEX)).statusCode).toBe(200);
    }
    const owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
    await send(t, 'POST', '/mf/failures', owner, report('owner saw it too'), ACME);
    // Not a valid session: counted as anonymous, never as a user's.
    await send(t, 'POST', '/mf/failures', 'not-a-token', report('bad token'), UNKNOWN_HOST);
    const overview = await payloadOf<RemotesOverview>(await send(t, 'GET', '/api/remotes', admin));
    expect(overview.releases.find((r) => r.remote === 'mfe_offers' && r.version === '1.0.0')).toMatchObject({
      failures_24h: 4,
      failures_total: 4,
      anonymous_failures_24h: 3,
      anonymous_failures_total: 3,
    });
    const failures = await payloadOf<RemoteFailure[]>(
      await send(t, 'GET', '/api/remotes/mfe_offers/releases/1.0.0/failures', admin),
    );
    expect(failures[0]).toMatchObject({
      message: 'owner saw it too',
      anonymous: false,
      area: '/offers/all',
      network: { name: 'Acme Media' },
    });
    expect(failures.filter((f) => f.anonymous).map((f) => f.message)).toEqual(['forged 2', 'forged 1', 'forged 0']);
    expect(failures.find((f) => f.anonymous)?.network?.name).toBe('Globex Ads');
    const owner403 = await send(t, 'GET', '/api/remotes/mfe_offers/releases/1.0.0/failures', owner, undefined, ACME);
    expect(owner403.statusCode).toBe(403);
  });
});
