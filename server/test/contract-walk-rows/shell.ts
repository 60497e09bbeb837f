import { ACME } from '../helpers';
import type { Row } from './types';

/** What the host shell, the operator and API readers call without signing in. */
export const shellRows: Row[] = [
  { method: 'GET', path: () => '/healthz', allowed: 'public' },
  { method: 'GET', path: () => '/mf/manifest', allowed: 'public', host: ACME },
  {
    method: 'POST',
    path: () => '/mf/failures',
    allowed: 'public',
    host: ACME,
    body: () => ({ remote: 'mfe_offers', version: '1.0.0', area: 'offers', message: 'Contract walk' }),
  },
  { method: 'GET', path: () => '/api/network/branding', allowed: 'public', host: ACME },
  { method: 'GET', path: () => '/uploads/acme/logo.svg', allowed: 'public', host: ACME },
];
