import { MEMBERS, type Row } from './types';

/** A publisher's API keys (the publisher himself or his network's owner), the API's document, and the API. */
export const credentialRows: Row[] = [
  // The publisher is refused another publisher's id (404): the walk tries the spare publisher's.
  // Create answers 400 CREDENTIALS_EXIST: the demo keys are put back before each row, for the apikey row.
  {
    method: 'GET',
    path: (ids) => `/api/credential/create/${ids.publisher}`,
    allowed: ['publisher', 'owner'],
    cross: 'id',
  },
  {
    method: 'PUT',
    path: (ids) => `/api/credential/update/${ids.publisher}`,
    allowed: ['publisher', 'owner'],
    body: () => ({ confirm: true }),
    cross: 'id',
  },
  { method: 'GET', path: (ids) => `/api/credential/${ids.publisher}`, allowed: ['publisher', 'owner'], cross: 'id' },
  { method: 'GET', path: () => '/api/docs', allowed: [...MEMBERS, 'admin'] },
  { method: 'GET', path: () => '/api/docs/publisher-api', allowed: [...MEMBERS, 'admin'] },
  // With the demo keys, which the credential rows regenerate: each row starts from the demo's keys (beforeEach).
  { method: 'GET', path: () => '/publisher/offers/v2?limit=5&page=1', allowed: 'apikey', cross: 'list' },
];
