import { ACME } from '../helpers';
import { MEMBERS, type Row } from './types';

/** Network sign-up and record, its theme and logos, and the super admin's network administration. */
export const networkRows: Row[] = [
  {
    method: 'POST',
    path: () => '/user/network/register',
    allowed: 'public',
    body: () => ({
      network_id: 'walk-signup',
      company_name: 'Walk Signup',
      name: 'Wanda Walker',
      email: 'owner@walk-signup.test',
      password: 'Welcome-2026',
    }),
  },
  { method: 'GET', path: () => '/user/network_id/exists/acme', allowed: 'public' },
  { method: 'GET', path: () => '/user/network/data/acme', allowed: [...MEMBERS, 'admin'], cross: 'id' },
  {
    method: 'POST',
    path: () => '/api/network/get/theme/',
    allowed: MEMBERS,
    refused: [],
    body: () => ({ network_id: 'acme' }),
    cross: 'id',
  },
  {
    method: 'POST',
    path: () => '/api/network/save/theme/',
    allowed: ['owner'],
    body: () => ({ network_id: 'acme', settings: { theme: 'light' } }),
    cross: 'id',
  },
  { method: 'PUT', path: () => '/api/network/upload/logo/', allowed: ['owner'], multipart: true },
  { method: 'PUT', path: () => '/api/network/upload/logo/small', allowed: ['owner'], multipart: true },
  { method: 'PUT', path: () => '/api/network/upload/logo/medium', allowed: ['owner'], multipart: true },
  // The super admin
  { method: 'GET', path: () => '/user/network/datalist/', allowed: ['admin'] },
  { method: 'GET', path: () => '/api/network/list/', allowed: ['admin'] },
  { method: 'POST', path: () => '/api/network/list/search/', allowed: ['admin'], body: () => ({ search: 'a' }) },
  { method: 'DELETE', path: (ids) => `/api/network/list/${ids.walkNetwork}`, allowed: ['admin'] },
  {
    method: 'PUT',
    path: () => '/api/network/list',
    allowed: ['admin'],
    body: (ids) => ({ id: ids.acme, company_name: 'Acme Media', dashboard_domain: ACME, status: 'active' }),
  },
  {
    method: 'POST',
    path: () => '/user/network/status',
    allowed: ['admin'],
    body: () => ({ network_id: 'acme', status: 'active' }),
  },
  { method: 'GET', path: () => '/api/network/registrations', allowed: ['admin'] },
  {
    method: 'POST',
    path: (ids) => `/api/network/registrations/${ids.pendingNetwork}/review`,
    allowed: ['admin'],
    body: () => ({ decision: 'approve' }),
  },
];
