import {
  DEVICES,
  OFFER_STATUSES,
  OFFER_TABS,
  OFFER_VISIBILITIES,
  OPERATING_SYSTEMS,
  PAYOUT_TYPES,
} from '@affnet/contracts';

/**
 * JSON schemas of the publisher API: they validate requests and are the source of its OpenAPI document
 * (publisher-api/openapi.ts) and of its part of the whole API's one. Answers are sent as the handler builds them, so
 * these say exactly what it builds: every field always present, none other.
 */
const described = <const T extends object>(description: string, schema: T) => ({ ...schema, description });
const enumOf = <const V extends readonly string[]>(values: V, description: string) =>
  described(description, { type: 'string', enum: [...values] });
const nullable = (type: string, description: string) => described(description, { type: [type, 'null'] });
const list = (items: object, description: string) => described(description, { type: 'array', items });

const offerFields = {
  id: described('Offer id; use it in tracking links.', { type: 'integer' }),
  name: described('Offer name.', { type: 'string' }),
  description: described('What the offer is and its rules.', { type: 'string' }),
  preview_url: described('Landing page to preview; may be empty.', { type: 'string' }),
  advertiser_id: nullable('integer', 'Advertiser id; null for the network’s own offers.'),
  advertiser_name: nullable('string', 'Advertiser name; null for the network’s own offers.'),
  status: enumOf(OFFER_STATUSES, 'Offer status.'),
  visibility: enumOf(OFFER_VISIBILITIES, 'public, private (invited publishers) or approval (ask first).'),
  payout_type: enumOf(PAYOUT_TYPES, 'How a conversion is paid.'),
  payout: described('Payout in minor units of the currency (CPS: basis points of the sale).', { type: 'integer' }),
  currency: described('ISO 4217 currency code.', { type: 'string' }),
  countries: list({ type: 'string' }, 'ISO 3166-1 alpha-2 codes; empty means every country.'),
  os: list({ type: 'string', enum: [...OPERATING_SYSTEMS] }, 'Operating systems; empty means all.'),
  devices: list({ type: 'string', enum: [...DEVICES] }, 'Devices; empty means all.'),
  daily_cap: nullable('integer', 'Conversions per day; null means no cap.'),
  monthly_cap: nullable('integer', 'Conversions per month; null means no cap.'),
  kpi: described('Quality requirements of the advertiser.', { type: 'string' }),
  categories: list({ type: 'string' }, 'Categories.'),
  thumbnail_url: nullable('string', 'Thumbnail image; null when none.'),
  created_at: described('Creation time (UTC ISO 8601).', { type: 'string', format: 'date-time' }),
  updated_at: described('Last change (UTC ISO 8601).', { type: 'string', format: 'date-time' }),
  access: enumOf(
    ['allowed', 'requested', 'rejected', 'none'],
    'Whether you may run the offer (allowed) or still need access.',
  ),
  tracking_url: nullable('string', 'Your tracking link: send your traffic here. Null until you may run the offer.'),
};

export const publisherOfferSchema = {
  type: 'object',
  description:
    'An offer as the publisher sees it: neither the network revenue nor where clicks are sent (you send them to your ' +
    'tracking link).',
  properties: offerFields,
  required: Object.keys(offerFields),
  additionalProperties: false,
} as const;

export const pageOf = (item: object, description: string) => ({
  type: 'object',
  description,
  properties: {
    rows: list(item, 'The rows of this page.'),
    total: described('Rows in all pages.', { type: 'integer' }),
    page: described('This page (from 1).', { type: 'integer' }),
    limit: described('Rows per page.', { type: 'integer' }),
  },
  required: ['rows', 'total', 'page', 'limit'],
  additionalProperties: false,
});

/** `{ err: 0, msg, payload }`: every success of the API. */
export const okEnvelope = (payload: object, description: string) => ({
  type: 'object',
  description,
  properties: {
    err: described('0 on success.', { type: 'integer', enum: [0] }),
    msg: described('A short message.', { type: 'string' }),
    payload,
  },
  required: ['err', 'msg', 'payload'],
  additionalProperties: false,
});

/** `{ err: 1, msg, code, field?, params? }`: every failure of the API. */
export const errorEnvelope = (description: string) => ({
  type: 'object',
  description,
  properties: {
    err: described('1 on failure.', { type: 'integer', enum: [1] }),
    msg: described('What went wrong, in words (a bad field is named).', { type: 'string' }),
    code: described('A stable code, e.g. INVALID_INPUT, REQUIRED, TOO_SMALL, UNAUTHENTICATED, TOO_MANY_REQUESTS.', {
      type: 'string',
    }),
    field: described('The parameter or body field the failure is about, when it is about one.', { type: 'string' }),
    params: described('Values the message of the code needs, such as the limit of TOO_SMALL.', {
      type: 'object',
      additionalProperties: { type: ['string', 'number'] },
    }),
  },
  required: ['err', 'msg', 'code'],
  additionalProperties: false,
});

export const offerTypeParameter = enumOf(OFFER_TABS, 'Which offers: all, active, public or private (default all).');
