import { ACME } from '../helpers';
import type { Row } from './types';

/** Public tracking on the network's host: the click redirects to the offer, the advertiser's S2S postback, the thank-you page's pixel. */
export const trackingRows: Row[] = [
  {
    method: 'GET',
    path: (ids) => `/click?offer_id=${ids.offer}&aff_id=${ids.publisher}`,
    allowed: 'public',
    host: ACME,
    answer: 302,
  },
  { method: 'GET', path: (ids) => `/postback?click_id=${ids.getPostbackClick}`, allowed: 'public', host: ACME },
  { method: 'GET', path: (ids) => `/pixel?offer_id=${ids.offer}&txn_id=walk`, allowed: 'public', host: ACME },
  {
    method: 'POST',
    path: () => '/postback',
    allowed: 'public',
    host: ACME,
    body: (ids) => ({ click_id: ids.postPostbackClick }),
  },
];
