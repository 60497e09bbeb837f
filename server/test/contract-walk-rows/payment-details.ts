import type { Row } from './types';

/** A publisher's payment details: his own to read and save, his network owner's to read (issue 30). */
export const paymentDetailsRows: Row[] = [
  { method: 'GET', path: () => '/api/payment-details', allowed: ['publisher'], cross: 'list' },
  {
    method: 'PUT',
    path: () => '/api/payment-details',
    allowed: ['publisher'],
    body: () => ({
      method: 'paypal',
      paypal_email: 'walk@paypal.test',
      tax_legal_name: 'Contract Walk Ltd',
      tax_address: '1 Walk Street, London',
      tax_country: 'GB',
    }),
  },
  {
    method: 'GET',
    path: (ids) => `/api/network/publishers/${ids.publisher}/payment-details`,
    allowed: ['owner'],
    cross: 'id',
  },
];
