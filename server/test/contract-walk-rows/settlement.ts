import type { Row } from './types';

const paid = { paid_on: '2026-03-10', reference: 'WALK-1' };

/** Settlement (issue 30): balances, payment terms, payout runs and invoices; the owner's, a publisher's own. */
export const settlementRows: Row[] = [
  { method: 'GET', path: () => '/api/network/balances?sort=earned&order=desc', allowed: ['owner'], cross: 'list' },
  {
    method: 'GET',
    path: (ids) => `/api/network/publishers/${ids.publisher}/balances`,
    allowed: ['owner'],
    cross: 'id',
  },
  { method: 'GET', path: () => '/api/balances', allowed: ['publisher'], cross: 'list' },
  { method: 'GET', path: () => '/api/network/payment-terms', allowed: ['owner'], cross: 'list' },
  {
    method: 'PUT',
    path: () => '/api/network/payment-terms',
    allowed: ['owner'],
    body: () => ({ term: 'net_days', net_days: 30 }),
    cross: 'list',
  },
  {
    method: 'PUT',
    path: (ids) => `/api/network/payment-terms/publishers/${ids.publisher}`,
    allowed: ['owner'],
    body: () => ({ term: 'semi_monthly' }),
    cross: 'id',
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/network/payment-terms/publishers/${ids.spare}`,
    allowed: ['owner'],
    cross: 'id',
  },
  {
    method: 'PUT',
    path: () => '/api/network/payout-minimums',
    allowed: ['owner'],
    body: () => ({ currency: 'USD', amount: 5000 }),
    cross: 'list',
  },
  { method: 'GET', path: () => '/api/network/payout-runs', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/network/payout-runs',
    allowed: ['owner'],
    body: () => ({ from: '2025-06-01', to: '2025-06-30' }),
    cross: 'list',
  },
  { method: 'GET', path: (ids) => `/api/network/payout-runs/${ids.run}`, allowed: ['owner'], cross: 'id' },
  { method: 'DELETE', path: (ids) => `/api/network/payout-runs/${ids.doomedRun}`, allowed: ['owner'], cross: 'id' },
  { method: 'POST', path: (ids) => `/api/network/payout-runs/${ids.run}/approve`, allowed: ['owner'], cross: 'id' },
  { method: 'GET', path: (ids) => `/api/network/payout-runs/${ids.run}/csv`, allowed: ['owner'], cross: 'id' },
  { method: 'GET', path: (ids) => `/api/network/invoices/${ids.invoice}`, allowed: ['owner'], cross: 'id' },
  { method: 'GET', path: (ids) => `/api/network/invoices/${ids.invoice}/pdf`, allowed: ['owner'], cross: 'id' },
  { method: 'GET', path: (ids) => `/api/invoices/${ids.invoice}/pdf`, allowed: ['publisher'], cross: 'id' },
  {
    method: 'POST',
    path: (ids) => `/api/network/invoices/${ids.draftInvoice}/adjustments`,
    allowed: ['owner'],
    body: () => ({ amount: -100, reason: 'Contract walk' }),
    cross: 'id',
  },
  {
    method: 'POST',
    path: (ids) => `/api/network/invoices/${ids.invoice}/paid`,
    allowed: ['owner'],
    body: () => paid,
    cross: 'id',
  },
  {
    method: 'POST',
    path: () => '/api/network/invoices/paid',
    allowed: ['owner'],
    body: (ids) => ({ ...paid, invoice_ids: [ids.invoice] }),
    cross: 'id',
  },
  { method: 'GET', path: () => '/api/invoices', allowed: ['publisher'], cross: 'list' },
  { method: 'GET', path: (ids) => `/api/invoices/${ids.invoice}`, allowed: ['publisher'], cross: 'id' },
];
