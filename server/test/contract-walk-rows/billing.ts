import type { Row } from './types';

/** Advertiser billing (issue 30): balances, the term, billing runs and advertiser invoices; the owner's, his own. */
export const billingRows: Row[] = [
  { method: 'GET', path: () => '/api/network/advertiser-balances', allowed: ['owner'], cross: 'list' },
  { method: 'GET', path: () => '/api/network/billing-terms', allowed: ['owner'], cross: 'list' },
  {
    method: 'PUT',
    path: () => '/api/network/billing-terms',
    allowed: ['owner'],
    body: () => ({ net_days: 30 }),
    cross: 'list',
  },
  { method: 'GET', path: () => '/api/network/billing-runs', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/network/billing-runs',
    allowed: ['owner'],
    body: () => ({ from: '2025-06-01', to: '2025-06-30' }),
    cross: 'list',
  },
  { method: 'GET', path: (ids) => `/api/network/billing-runs/${ids.billingRun}`, allowed: ['owner'], cross: 'id' },
  {
    method: 'DELETE',
    path: (ids) => `/api/network/billing-runs/${ids.doomedBillingRun}`,
    allowed: ['owner'],
    cross: 'id',
  },
  {
    method: 'GET',
    path: (ids) => `/api/network/advertiser-invoices/${ids.advertiserInvoice}`,
    allowed: ['owner'],
    cross: 'id',
  },
  {
    method: 'POST',
    path: (ids) => `/api/network/advertiser-invoices/${ids.draftAdvertiserInvoice}/adjustments`,
    allowed: ['owner'],
    body: () => ({ amount: 100, reason: 'Contract walk' }),
    cross: 'id',
  },
  {
    method: 'POST',
    path: (ids) => `/api/network/billing-runs/${ids.billingRun}/send`,
    allowed: ['owner'],
    cross: 'id',
  },
  {
    method: 'POST',
    path: (ids) => `/api/network/advertiser-invoices/${ids.advertiserInvoice}/paid`,
    allowed: ['owner'],
    body: () => ({ paid_on: '2026-03-10', reference: 'WALK-ADV' }),
    cross: 'id',
  },
  { method: 'GET', path: () => '/api/advertiser/invoices', allowed: ['advertiser'], cross: 'list' },
  {
    method: 'GET',
    path: (ids) => `/api/advertiser/invoices/${ids.advertiserInvoice}`,
    allowed: ['advertiser'],
    cross: 'id',
  },
  {
    method: 'GET',
    path: (ids) => `/api/advertiser/invoices/${ids.advertiserInvoice}/pdf`,
    allowed: ['advertiser'],
    cross: 'id',
  },
  {
    method: 'GET',
    path: (ids) => `/api/network/advertiser-invoices/${ids.advertiserInvoice}/pdf`,
    allowed: ['owner'],
    cross: 'id',
  },
];
