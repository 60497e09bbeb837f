import type { Row } from './types';

const rollout = (remote: string, network: number, action = '') => `/api/remotes/${remote}/rollouts/${network}${action}`;

/** The super admin's releases of the remotes and their rollouts; each rollout row has its remote's prepared state. */
export const remoteRows: Row[] = [
  { method: 'GET', path: () => '/api/remotes', allowed: ['admin'] },
  {
    method: 'POST',
    path: () => '/api/remotes/releases',
    allowed: ['admin'],
    body: () => ({
      remote: 'mfe_offers',
      version: '1.2.0',
      entry_url: 'https://cdn.walk.example/mfe_offers/1.2.0/mf-manifest.json',
    }),
  },
  {
    method: 'PUT',
    path: (ids) => rollout('mfe_offers', ids.rolloutNetwork),
    allowed: ['admin'],
    body: () => ({ version: '1.0.0' }),
  },
  { method: 'POST', path: (ids) => rollout('mfe_statistics', ids.rolloutNetwork, '/promote'), allowed: ['admin'] },
  { method: 'POST', path: (ids) => rollout('mfe_publisher', ids.rolloutNetwork, '/rollback'), allowed: ['admin'] },
  { method: 'DELETE', path: (ids) => rollout('mfe_auth', ids.rolloutNetwork), allowed: ['admin'] },
  { method: 'GET', path: () => '/api/remotes/mfe_offers/releases/1.0.0/failures', allowed: ['admin'] },
  { method: 'GET', path: () => '/api/remotes/deploy-tokens', allowed: ['admin'] },
  {
    method: 'POST',
    path: () => '/api/remotes/deploy-tokens',
    allowed: ['admin'],
    body: () => ({ name: 'walk-statistics-team', remote: 'mfe_statistics' }),
  },
  // Token 1 is the fixtures' (revoking it again answers it as revoked).
  { method: 'POST', path: () => '/api/remotes/deploy-tokens/1/revoke', allowed: ['admin'] },
];
