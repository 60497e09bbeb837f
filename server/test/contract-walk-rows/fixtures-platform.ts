import { exportsClient } from '../exports-helpers';
import { type TestApp, UNKNOWN_HOST } from '../helpers';
import { must, type Tokens } from './api';
import type { FixtureIds } from './types';

type PlatformIds = Pick<FixtureIds, 'export' | 'doomedExport' | 'pendingNetwork' | 'rolloutNetwork'>;

/** A finished export of the Acme owner, made through the API. */
async function finishedExport(t: TestApp, owner: string, query: Record<string, string>): Promise<number> {
  const client = exportsClient(t.app, owner);
  const created = await client.create('offers', query);
  if (created.statusCode !== 201) throw new Error(`export not queued: ${created.body}`);
  const job = await client.finished(created.json().payload.id);
  if (job.status !== 'done') throw new Error(`export ${job.id} ${job.status}: ${job.error}`);
  return job.id;
}

/** A network signed up (so pending review) through the API; its id from the super admin's review list. */
async function signedUpNetwork(t: TestApp, admin: string, slug: string): Promise<number> {
  await must(
    t.app,
    null,
    'POST',
    '/user/network/register',
    { network_id: slug, company_name: slug, name: 'W', email: `o@${slug}.test`, password: 'Welcome-2026' },
    UNKNOWN_HOST,
  );
  const pending = await must<{ id: number; network_id: string }[]>(
    t.app,
    admin,
    'GET',
    '/api/network/registrations',
    undefined,
    UNKNOWN_HOST,
  );
  const network = pending.find((n) => n.network_id === slug);
  if (!network) throw new Error(`${slug} is not pending review`);
  return network.id;
}

/**
 * Releases 1.0.0 and 1.1.0 of four remotes, and on one network a rollout per remote in the state its row needs:
 * mfe_statistics a canary to promote, mfe_publisher a promoted canary to roll back, mfe_auth one to remove
 * (mfe_offers, without one, is the row that sets one), and a team's deploy token to revoke.
 */
async function rollouts(t: TestApp, admin: string, network: number) {
  const call = (method: 'PUT' | 'POST', url: string, payload?: object) =>
    must(t.app, admin, method, url, payload, UNKNOWN_HOST);
  for (const remote of ['mfe_offers', 'mfe_statistics', 'mfe_publisher', 'mfe_auth']) {
    for (const version of ['1.0.0', '1.1.0']) {
      const entry_url = `https://cdn.walk.example/${remote}/${version}/mf-manifest.json`;
      await call('POST', '/api/remotes/releases', { remote, version, entry_url });
    }
  }
  const canary = { version: '1.0.0', canary_version: '1.1.0', canary_percent: 10 };
  await call('PUT', `/api/remotes/mfe_statistics/rollouts/${network}`, canary);
  await call('PUT', `/api/remotes/mfe_publisher/rollouts/${network}`, canary);
  await call('POST', `/api/remotes/mfe_publisher/rollouts/${network}/promote`);
  await call('PUT', `/api/remotes/mfe_auth/rollouts/${network}`, { version: '1.0.0' });
  // The first deploy token (id 1), for the row that revokes it.
  await call('POST', '/api/remotes/deploy-tokens', { name: 'walk-team', remote: 'mfe_offers' });
}

/** Exports, a sign-up waiting for review, and remote releases and rollouts. */
export async function platformFixtures(t: TestApp, tokens: Tokens): Promise<PlatformIds> {
  const rolloutNetwork = await signedUpNetwork(t, tokens.admin, 'walk-rollouts');
  await rollouts(t, tokens.admin, rolloutNetwork);
  return {
    export: await finishedExport(t, tokens.owner, {}),
    doomedExport: await finishedExport(t, tokens.owner, { search: 'walk' }),
    pendingNetwork: await signedUpNetwork(t, tokens.admin, 'walk-review'),
    rolloutNetwork,
  };
}
