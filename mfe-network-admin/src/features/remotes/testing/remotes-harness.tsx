import type { RemoteRelease, RemoteRollout, RemotesOverview } from '@affnet/contracts';
import { http } from '@affnet/core';
import { renderPage } from '@affnet/testing';
import NetworkAdminApp from '../../../expose/network-admin-app';

/** Offers has three releases (1.3.0 failing), Globex runs a canary of it; Sign-in has one; the rest none. */
const release = (remote: RemoteRelease['remote'], version: string, day: string, failures = 0): RemoteRelease => ({
  remote,
  version,
  entry: `/remotes/${remote}/${version}/mf-manifest.json`,
  created_at: `2026-03-${day}T09:30:00.000Z`,
  failures_24h: failures,
  failures_total: failures + 2,
  anonymous_failures_24h: 0,
  anonymous_failures_total: 0,
});

const rollout = (changes: Partial<RemoteRollout> & Pick<RemoteRollout, 'remote' | 'version'>): RemoteRollout => ({
  network_id: null,
  canary_version: null,
  canary_percent: 0,
  previous_version: null,
  earlier: [],
  updated_at: '2026-03-10T12:00:00.000Z',
  ...changes,
});

export const ACME = { id: 1, name: 'Acme Media', domain: 'acme.localhost' };
export const GLOBEX = { id: 2, name: 'Globex Ads', domain: 'globex.localhost' };

export const OVERVIEW: RemotesOverview = {
  releases: [
    release('mfe_auth', '0.1.0-local.1a2b3c4d', '01'),
    release('mfe_offers', '1.1.0', '02'),
    release('mfe_offers', '1.3.0', '10', 3),
    release('mfe_offers', '1.2.0', '05'),
  ],
  rollouts: [
    rollout({ remote: 'mfe_auth', version: '0.1.0-local.1a2b3c4d' }),
    rollout({ remote: 'mfe_offers', version: '1.2.0' }),
    rollout({
      remote: 'mfe_offers',
      network_id: GLOBEX.id,
      version: '1.2.0',
      canary_version: '1.3.0',
      canary_percent: 50,
      previous_version: '1.1.0',
      earlier: [
        { version: '1.1.0', served_from: '2026-03-03T10:00:00.000Z' },
        { version: '1.3.0', served_from: '2026-03-02T10:00:00.000Z' },
      ],
    }),
  ],
  networks: [ACME, GLOBEX],
};

const answer = (payload?: unknown) => ({ data: { err: 0, msg: 'ok', payload }, status: 200 });

/** The API as the page sees it: GET answers the overview, changes answer a rollout; each call is recorded. */
export function mockRemotesApi(overview: RemotesOverview = OVERVIEW) {
  const saved = answer(overview.rollouts[1]);
  return {
    // The overview, and no deploy token nor failure yet (their own tests answer what they need).
    get: jest
      .spyOn(http, 'get')
      .mockImplementation(async (url: string) => (url === '/api/remotes' ? answer(overview) : answer([])) as never),
    put: jest.spyOn(http, 'put').mockResolvedValue(saved),
    post: jest.spyOn(http, 'post').mockResolvedValue(saved),
    delete: jest.spyOn(http, 'delete').mockResolvedValue(answer()),
  };
}

export const showRemotesPage = () => renderPage(<NetworkAdminApp basePath="/network" />, '/network/remotes');
