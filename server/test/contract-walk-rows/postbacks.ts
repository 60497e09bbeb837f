import type { Row } from './types';

const url = 'https://tracker.walk.example/pb?c={click_id}';

/** Publishers' postbacks, the owner's decisions on held changes, the Test button and the delivery logs. */
export const postbackRows: Row[] = [
  { method: 'GET', path: () => '/api/postbacks', allowed: ['owner', 'publisher'], cross: 'list' },
  { method: 'POST', path: () => '/api/postbacks', allowed: ['publisher'], body: () => ({ url, offer_id: null }) },
  {
    method: 'PUT',
    path: (ids) => `/api/postbacks/${ids.postback}`,
    allowed: ['publisher'],
    body: () => ({ url, offer_id: null }),
    cross: 'id',
  },
  { method: 'DELETE', path: (ids) => `/api/postbacks/${ids.doomedPostback}`, allowed: ['publisher'], cross: 'id' },
  {
    method: 'POST',
    path: (ids) => `/api/postbacks/${ids.pendingPostback}/decision`,
    allowed: ['owner'],
    body: () => ({ decision: 'approve' }),
    cross: 'id',
  },
  // To a local receiver, which the walk's app lets postbacks reach.
  {
    method: 'POST',
    path: () => '/api/postbacks/test',
    allowed: ['owner', 'publisher'],
    body: (ids) => ({ url: ids.postbackTarget }),
  },
  {
    method: 'GET',
    path: (ids) => `/api/postbacks/${ids.postback}/deliveries?page=1&limit=5`,
    allowed: ['owner', 'publisher'],
    cross: 'id',
  },
  { method: 'GET', path: () => '/api/postbacks/forwarding/deliveries', allowed: ['owner'], cross: 'list' },
];
