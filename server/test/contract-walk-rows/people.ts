import type { Row } from './types';

/** The network owner's people: publishers, advertisers, account managers, invitations; a publisher's own profile. */
export const peopleRows: Row[] = [
  { method: 'GET', path: (ids) => `/api/get/publisher/${ids.publisher}`, allowed: ['owner'], cross: 'id' },
  {
    method: 'POST',
    path: () => '/api/add/publisher',
    allowed: ['owner'],
    body: () => ({
      name: 'Walt Walker',
      email: 'walt@walk.test',
      company_name: 'Walk Media',
      password: 'Welcome-2026',
      status: 'active',
    }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/update/publisher/${ids.spare}`,
    allowed: ['owner'],
    body: () => ({ name: 'Sam Spare', email: 'spare@walk.test', company_name: 'Spare Media', status: 'active' }),
    cross: 'id',
  },
  {
    method: 'PUT',
    path: (ids) => `/api/update/publisher/auto/approve/${ids.spare}`,
    allowed: ['owner'],
    body: () => ({ auto_approve: false }),
    cross: 'id',
  },
  {
    method: 'POST',
    path: (ids) => `/api/publisher/list/${ids.spare}`,
    allowed: ['owner'],
    body: () => ({ status: 'active' }),
    cross: 'id',
  },
  { method: 'DELETE', path: (ids) => `/api/publisher/list/${ids.doomed}`, allowed: ['owner'], cross: 'id' },
  { method: 'GET', path: () => '/api/publisher/list/', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/publisher/view',
    allowed: ['owner'],
    body: () => ({ options: { page: 1, limit: 10 }, search: '' }),
    cross: 'list',
  },
  { method: 'GET', path: () => '/api/publisher/view/byname', allowed: ['owner'], cross: 'list' },
  {
    method: 'PUT',
    path: (ids) => `/api/publisher/update/cutback/${ids.spare}`,
    allowed: ['owner'],
    body: () => ({ cutback_percent: 0 }),
    cross: 'id',
  },
  { method: 'POST', path: (ids) => `/api/publisher/login-as/${ids.publisher}`, allowed: ['owner'], cross: 'id' },
  { method: 'GET', path: () => '/api/publisher/get', allowed: ['publisher'] },
  // Advertisers
  { method: 'GET', path: () => '/api/advertisers?search=a&page=1&limit=5', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/advertisers',
    allowed: ['owner'],
    body: () => ({ name: 'Adam Added', email: 'adam@walk.test', company_name: 'Added Brands' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/advertisers/${ids.spareAdvertiser}`,
    allowed: ['owner'],
    body: () => ({ name: 'Ava Spare', email: 'ava@walk.test', company_name: 'Spare Brands' }),
    cross: 'id',
  },
  {
    method: 'POST',
    path: (ids) => `/api/advertisers/${ids.spareAdvertiser}/status`,
    allowed: ['owner'],
    body: () => ({ status: 'active' }),
    cross: 'id',
  },
  // Account managers and invitations
  { method: 'GET', path: () => '/api/publisher/accounts', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/publisher/accounts',
    allowed: ['owner'],
    body: () => ({ name: 'Mia Manager', email: 'mia@walk.test', skypeId: '' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/publisher/accounts/${ids.manager}`,
    allowed: ['owner'],
    body: () => ({ name: 'Max Manager', email: 'max@walk.test', skypeId: 'max.walk' }),
    cross: 'id',
  },
  { method: 'POST', path: () => '/api/network/invites', allowed: ['owner'], body: () => ({ kind: 'publisher' }) },
  { method: 'GET', path: () => '/api/network/invites', allowed: ['owner'], cross: 'list' },
];
