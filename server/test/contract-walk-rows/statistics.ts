import { MEMBERS, type Row } from './types';

/** Statistics of the caller's network, scoped to his role; the platform's super admin has none (403). */
export const statisticsRows: Row[] = [
  { method: 'GET', path: () => '/api/statistics/dashboard', allowed: MEMBERS, cross: 'list' },
  { method: 'GET', path: () => '/api/statistics/report', allowed: MEMBERS, cross: 'list' },
  { method: 'GET', path: () => '/api/statistics/report.csv', allowed: MEMBERS, cross: 'list' },
  { method: 'GET', path: () => '/api/statistics/conversions', allowed: MEMBERS, cross: 'list' },
  { method: 'GET', path: () => '/api/statistics/conversions.csv', allowed: MEMBERS, cross: 'list' },
  {
    method: 'POST',
    path: (ids) => `/api/statistics/conversions/${ids.conversion}/status`,
    allowed: ['owner'],
    body: () => ({ status: 'rejected' }),
    cross: 'id',
  },
];
