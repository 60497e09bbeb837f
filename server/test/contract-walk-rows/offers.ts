import { newOffer } from '../offers-helpers';
import { MEMBERS, type Row } from './types';

const walkGoal = (slug: string) => ({
  name: 'Walk goal',
  slug,
  payout: 100,
  revenue: 200,
  daily_cap: null,
  monthly_cap: null,
});

/** The offers catalogue (each member role reads it), its edits by the owner, and publishers' access and links. */
export const offerRows: Row[] = [
  { method: 'GET', path: () => '/api/offers?tab=all&page=1&limit=5', allowed: MEMBERS, cross: 'list' },
  { method: 'GET', path: () => '/api/offers/export.csv', allowed: MEMBERS, cross: 'list' },
  { method: 'GET', path: (ids) => `/api/offers/${ids.offer}`, allowed: MEMBERS, cross: 'id' },
  { method: 'POST', path: () => '/api/offers', allowed: ['owner'], body: () => newOffer({ name: 'Walk new offer' }) },
  {
    method: 'PUT',
    path: (ids) => `/api/offers/${ids.offer}`,
    allowed: ['owner'],
    body: () => ({ name: 'Walk offer' }),
    cross: 'id',
  },
  {
    method: 'POST',
    path: (ids) => `/api/offers/${ids.offer}/status`,
    allowed: ['owner'],
    body: () => ({ status: 'active' }),
    cross: 'id',
  },
  { method: 'POST', path: (ids) => `/api/offers/${ids.approvalOffer}/access`, allowed: ['publisher'], cross: 'id' },
  {
    method: 'GET',
    path: (ids) => `/api/offers/${ids.offer}/tracking-link?aff_sub1=walk`,
    allowed: ['publisher'],
    cross: 'id',
  },
  {
    method: 'GET',
    path: (ids) => `/api/offers/${ids.offer}/integration-kit`,
    allowed: ['owner', 'advertiser'],
    cross: 'id',
  },
  {
    method: 'POST',
    path: (ids) => `/api/offers/${ids.offer}/integration-kit/test-conversion`,
    allowed: ['owner', 'advertiser'],
    cross: 'id',
  },
  { method: 'GET', path: (ids) => `/api/offers/${ids.offer}/publisher-payouts`, allowed: ['owner'], cross: 'id' },
  // Set before removed: the owner's DELETE finds the payout his PUT made.
  {
    method: 'PUT',
    path: (ids) => `/api/offers/${ids.offer}/publisher-payouts/${ids.publisher}`,
    allowed: ['owner'],
    body: () => ({ payout: 1100 }),
    cross: 'id',
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/offers/${ids.offer}/publisher-payouts/${ids.publisher}`,
    allowed: ['owner'],
    cross: 'id',
  },
  { method: 'GET', path: (ids) => `/api/offers/${ids.offer}/goals`, allowed: MEMBERS, cross: 'id' },
  {
    method: 'POST',
    path: (ids) => `/api/offers/${ids.offer}/goals`,
    allowed: ['owner'],
    body: () => walkGoal('walk-sale'),
    cross: 'id',
  },
  // Changed before removed: the owner's DELETE finds the goal his PUT saved.
  {
    method: 'PUT',
    path: (ids) => `/api/offers/${ids.offer}/goals/${ids.goal}`,
    allowed: ['owner'],
    body: () => walkGoal('walk-purchase'),
    cross: 'id',
  },
  { method: 'DELETE', path: (ids) => `/api/offers/${ids.offer}/goals/${ids.goal}`, allowed: ['owner'], cross: 'id' },
  { method: 'GET', path: () => '/api/offers/access-requests?status=requested', allowed: ['owner'], cross: 'list' },
  {
    method: 'POST',
    path: () => '/api/offers/access-requests/decide',
    allowed: ['owner'],
    body: (ids) => ({ offer_id: ids.approvalOffer, publisher_id: ids.publisher, decision: 'allowed' }),
    cross: 'id',
  },
];
