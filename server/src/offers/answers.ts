import { DEVICES, OFFER_STATUSES, OFFER_VISIBILITIES, OPERATING_SYSTEMS, PAYOUT_TYPES } from '@affnet/contracts';
import { instant, integerId, listOf, nullable } from '../shared/http/answers';
import { enumOf } from './schemas';

/** JSON schemas of what the offers routes answer (the payload inside the envelope). */

/**
 * Money as the caller's role sees it (contracts' RoleMoney): a publisher gets `payout`, an advertiser `revenue`, the
 * owner all three. A field the role may not see is absent, so none of them is required.
 */
export const roleMoney = (unit: string) =>
  ({
    payout: {
      type: 'integer',
      minimum: 0,
      description: `What the publisher is paid, ${unit}. Publishers and the owner`,
    },
    revenue: {
      type: 'integer',
      minimum: 0,
      description: `What the advertiser pays (his price), ${unit}. Advertisers and the owner`,
    },
    profit: { type: 'integer', description: `revenue − payout, the network's margin, ${unit}. The owner only` },
  }) as const;

/** A publisher's standing on an offer (contracts' OfferAccess). */
const OFFER_ACCESS = ['allowed', 'requested', 'rejected', 'none'] as const;

/** contracts' Offer. */
export const offerAnswer = {
  type: 'object',
  description:
    "An offer as the caller may see it: his role's money; `access` in a publisher's view only, `destination_url` in " +
    'every view but his (he runs his tracking link)',
  properties: {
    id: integerId,
    name: { type: 'string' },
    description: { type: 'string' },
    preview_url: { type: 'string', description: "In a publisher's view empty when it is the destination" },
    destination_url: {
      type: 'string',
      description: "May hold the macros {click_id} {aff_id} {aff_sub1}…{offer_id}. Not in a publisher's view",
    },
    advertiser_id: nullable('integer'),
    advertiser_name: nullable('string'),
    status: enumOf(OFFER_STATUSES),
    visibility: enumOf(OFFER_VISIBILITIES),
    payout_type: enumOf(PAYOUT_TYPES),
    ...roleMoney('in minor units of the currency per conversion (CPS: basis points of the sale, 1500 = 15 %)'),
    currency: { type: 'string', description: 'ISO 4217, e.g. USD' },
    countries: { ...listOf({ type: 'string' }), description: 'ISO 3166-1 alpha-2 codes; empty: every country' },
    os: { ...listOf(enumOf(OPERATING_SYSTEMS)), description: 'Empty: every operating system' },
    devices: { ...listOf(enumOf(DEVICES)), description: 'Empty: every device' },
    daily_cap: nullable('integer'),
    monthly_cap: nullable('integer'),
    kpi: { type: 'string' },
    categories: listOf({ type: 'string' }),
    thumbnail_url: nullable('string'),
    created_at: instant,
    updated_at: instant,
    access: { ...enumOf(OFFER_ACCESS), description: "A publisher's view only: may he run it" },
  },
  required: [
    'id',
    'name',
    'description',
    'preview_url',
    'advertiser_id',
    'advertiser_name',
    'status',
    'visibility',
    'payout_type',
    'currency',
    'countries',
    'os',
    'devices',
    'daily_cap',
    'monthly_cap',
    'kpi',
    'categories',
    'thumbnail_url',
    'created_at',
    'updated_at',
  ],
  additionalProperties: false,
} as const;

/** contracts' AccessRequest: a publisher's standing on a private or approval offer, as the owner lists it. */
export const accessRequestAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, description: 'Unique per offer and publisher (no surrogate key)' },
    offer_id: integerId,
    offer_name: { type: 'string' },
    publisher_id: integerId,
    publisher_name: { type: 'string' },
    status: enumOf(['requested', 'allowed', 'rejected']),
    created_at: instant,
  },
  required: ['id', 'offer_id', 'offer_name', 'publisher_id', 'publisher_name', 'status', 'created_at'],
  additionalProperties: false,
} as const;

/** What a publisher's request for access did: allowed at once (auto-approve, or already) or waiting. */
export const accessAskedAnswer = {
  type: 'object',
  properties: { access: enumOf(['allowed', 'requested']) },
  required: ['access'],
  additionalProperties: false,
} as const;

export const trackingLinkAnswer = {
  type: 'object',
  properties: {
    url: {
      type: 'string',
      description: "The publisher's /click link on the network's tracking (else dashboard) domain",
    },
  },
  required: ['url'],
  additionalProperties: false,
} as const;
