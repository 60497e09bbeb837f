import {
  COUNTRY_PATTERN,
  CURRENCY_PATTERN,
  DEVICES,
  HTTP_URL_PATTERN,
  MAX_CAP,
  OFFER_STATUSES,
  OFFER_TABS,
  OFFER_VISIBILITIES,
  OPERATING_SYSTEMS,
  PAYOUT_TYPES,
} from '@affnet/contracts';
import type { FromSchema } from 'json-schema-to-ts';
import { nameText, nullableRecordId, objectOf, recordId, text } from '../shared/http/schemas';

/** http(s) only; the destination may carry macros such as {click_id}. */
const HTTP_URL = HTTP_URL_PATTERN;
const HTTP_URL_OR_EMPTY = `^(${HTTP_URL_PATTERN.slice(1, -1)})?$`;
export const COUNTRY_ANY_CASE = '^[A-Za-z]{2}$';

const url = (pattern: string) => ({ type: 'string', maxLength: 2000, pattern }) as const;
export const enumOf = <const V extends readonly string[]>(values: V) =>
  ({ type: 'string', enum: [...values] }) as const;
const listOf = <const I extends object>(items: I, maxItems: number) => ({ type: 'array', items, maxItems }) as const;
const amount = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;
const cap = { type: ['integer', 'null'], minimum: 1, maximum: MAX_CAP } as const;

const offerFields = {
  name: nameText,
  description: { type: 'string', maxLength: 5000 },
  preview_url: url(HTTP_URL_OR_EMPTY),
  destination_url: url(HTTP_URL),
  advertiser_id: nullableRecordId,
  status: enumOf(OFFER_STATUSES),
  visibility: enumOf(OFFER_VISIBILITIES),
  payout_type: enumOf(PAYOUT_TYPES),
  payout: amount,
  revenue: amount,
  currency: { type: 'string', pattern: CURRENCY_PATTERN },
  countries: listOf({ type: 'string', pattern: COUNTRY_PATTERN }, 250),
  os: listOf(enumOf(OPERATING_SYSTEMS), OPERATING_SYSTEMS.length),
  devices: listOf(enumOf(DEVICES), DEVICES.length),
  daily_cap: cap,
  monthly_cap: cap,
  kpi: { type: 'string', maxLength: 5000 },
  categories: listOf(text(50), 20),
  thumbnail_url: { type: ['string', 'null'], maxLength: 2000, pattern: HTTP_URL_OR_EMPTY },
} as const;

export const createOfferBody = objectOf(offerFields, ['name', 'destination_url', 'payout_type', 'payout', 'revenue']);
/** The editable fields of an offer, as a create body carries them. */
export type OfferInput = FromSchema<typeof createOfferBody>;
export const updateOfferBody = { ...objectOf(offerFields, []), minProperties: 1 } as const;
export const statusBody = objectOf({ status: enumOf(OFFER_STATUSES) });

export const idParams = objectOf({ id: recordId });

export const offerQuery = objectOf(
  {
    tab: enumOf(OFFER_TABS),
    search: text(200, 0),
    country: { type: 'string', pattern: COUNTRY_ANY_CASE },
    os: enumOf(OPERATING_SYSTEMS),
    payout_type: enumOf(PAYOUT_TYPES),
    status: enumOf(OFFER_STATUSES),
    sort: enumOf(['name', 'payout', 'created_at', 'status']),
    order: enumOf(['asc', 'desc']),
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
  },
  [],
);

export const accessQuery = objectOf({ status: enumOf(['requested', 'allowed', 'rejected']) }, []);
export const decisionBody = objectOf({
  offer_id: recordId,
  publisher_id: recordId,
  decision: enumOf(['allowed', 'rejected']),
});

export const subIdsQuery = objectOf(
  Object.fromEntries(['aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'].map((sub) => [sub, text(200, 0)])),
  [],
);
