/**
 * The publisher API reference's words: the descriptions of the server's OpenAPI document (publisher-api/routes.ts and
 * openapi-schemas.ts), keyed by where they stand. The document stays English for software; people read these, in
 * their language. A translation is shown only while the document says exactly the English here (reference-text.ts).
 */
export const API_REFERENCE_EN = {
  'info.description':
    'Read your offers from your own software. Every call is authenticated by the apikey and secretkey headers from ' +
    'the API details page; every answer is the JSON envelope { err, msg, payload }.',
  'listOffers.summary': 'List your offers',
  'listOffers.description':
    'The offers you see in the dashboard, one page at a time, newest first; the same tabs as the offers page.',
  'listOffers.status.400': 'A parameter is invalid; the message names it.',
  'listOffers.status.401': 'The apikey and secretkey headers are missing or do not match an active publisher.',
  'listOffers.status.429': 'More than 300 calls in a minute; wait for the retry-after seconds.',
  'query.offer_type': 'Which offers: all, active, public or private (default all).',
  'query.limit': 'Offers per page, 1–100 (default 20).',
  'query.page': 'Page number, from 1 (default 1).',
  'header.apikey': 'Your apikey, from the API details page.',
  'header.secretkey': 'Your secret key, shown once when the keys are created or regenerated.',
  'field.err': '0 on success.',
  'field.msg': 'A short message.',
  'field.payload': 'One page of offers.',
  'field.payload.rows': 'The rows of this page.',
  'field.payload.rows[].id': 'Offer id; use it in tracking links.',
  'field.payload.rows[].name': 'Offer name.',
  'field.payload.rows[].description': 'What the offer is and its rules.',
  'field.payload.rows[].preview_url': 'Landing page to preview; may be empty.',
  'field.payload.rows[].advertiser_id': 'Advertiser id; null for the network’s own offers.',
  'field.payload.rows[].advertiser_name': 'Advertiser name; null for the network’s own offers.',
  'field.payload.rows[].status': 'Offer status.',
  'field.payload.rows[].visibility': 'public, private (invited publishers) or approval (ask first).',
  'field.payload.rows[].payout_type': 'How a conversion is paid.',
  'field.payload.rows[].payout': 'Payout in minor units of the currency (CPS: basis points of the sale).',
  'field.payload.rows[].currency': 'ISO 4217 currency code.',
  'field.payload.rows[].countries': 'ISO 3166-1 alpha-2 codes; empty means every country.',
  'field.payload.rows[].os': 'Operating systems; empty means all.',
  'field.payload.rows[].devices': 'Devices; empty means all.',
  'field.payload.rows[].daily_cap': 'Conversions per day; null means no cap.',
  'field.payload.rows[].monthly_cap': 'Conversions per month; null means no cap.',
  'field.payload.rows[].kpi': 'Quality requirements of the advertiser.',
  'field.payload.rows[].categories': 'Categories.',
  'field.payload.rows[].thumbnail_url': 'Thumbnail image; null when none.',
  'field.payload.rows[].created_at': 'Creation time (UTC ISO 8601).',
  'field.payload.rows[].updated_at': 'Last change (UTC ISO 8601).',
  'field.payload.rows[].access': 'Whether you may run the offer (allowed) or still need access.',
  'field.payload.rows[].tracking_url': 'Your tracking link: send your traffic here. Null until you may run the offer.',
  'field.payload.total': 'Rows in all pages.',
  'field.payload.page': 'This page (from 1).',
  'field.payload.limit': 'Rows per page.',
} as const;

export type ApiReferenceTexts = Record<keyof typeof API_REFERENCE_EN, string>;
