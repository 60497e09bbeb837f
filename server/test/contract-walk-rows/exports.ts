import { MEMBERS, type Row } from './types';

/**
 * The download center. An export belongs to the member who made it: the export rows use the owner's, which the
 * publisher and the advertiser do not see (404, neither allowed nor refused).
 */
export const exportRows: Row[] = [
  {
    method: 'POST',
    path: () => '/api/exports',
    allowed: MEMBERS,
    body: () => ({ kind: 'offers', query: { tab: 'all' } }),
  },
  { method: 'GET', path: () => '/api/exports', allowed: MEMBERS, cross: 'list' },
  { method: 'GET', path: (ids) => `/api/exports/${ids.export}`, allowed: ['owner'], refused: ['admin'], cross: 'id' },
  {
    method: 'GET',
    path: (ids) => `/api/exports/${ids.export}/file`,
    allowed: ['owner'],
    refused: ['admin'],
    cross: 'id',
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/exports/${ids.doomedExport}`,
    allowed: ['owner'],
    refused: ['admin'],
    cross: 'id',
  },
];
