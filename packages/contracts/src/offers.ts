import type { RoleMoney } from './money';

/** Offers (issue 4). Money is exact: integer minor units of the offer's currency (cents for USD). */

export const OFFER_STATUSES = ['active', 'paused', 'pending', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** public: every publisher may run it; private: invited publishers only; approval: publishers ask, the network decides. */
export const OFFER_VISIBILITIES = ['public', 'private', 'approval'] as const;
export type OfferVisibility = (typeof OFFER_VISIBILITIES)[number];

/** CPS pays a percentage of the sale; the others a fixed amount per conversion (CPC: per click). */
export const PAYOUT_TYPES = ['CPA', 'CPS', 'CPC', 'CPI', 'CPL'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

export const OPERATING_SYSTEMS = ['android', 'ios', 'windows', 'macos', 'linux', 'other'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** A publisher's standing on an offer. */
export type OfferAccess = 'allowed' | 'requested' | 'rejected' | 'none';

/**
 * An offer as its viewer may see it. Money (RoleMoney, same units: minor units per conversion, for CPS basis points
 * of the sale, 1500 = 15 %): a publisher gets `payout`, an advertiser `revenue` (his price), the owner all three.
 */
export interface Offer extends RoleMoney {
  id: number;
  name: string;
  description: string;
  /** In a publisher's view empty when it would reveal the destination. */
  preview_url: string;
  /**
   * May hold the macros {click_id} {aff_id} {aff_sub1}…{aff_sub5} {offer_id}. Never in a publisher's view: he runs
   * his tracking link, and the destination would let him skip it (and an offer's approval).
   */
  destination_url?: string;
  advertiser_id: number | null;
  advertiser_name: string | null;
  status: OfferStatus;
  visibility: OfferVisibility;
  payout_type: PayoutType;
  /** ISO 4217, e.g. USD. */
  currency: string;
  /** ISO 3166-1 alpha-2 codes; empty means every country. */
  countries: string[];
  /** Empty means every OS / device. */
  os: OperatingSystem[];
  devices: Device[];
  daily_cap: number | null;
  monthly_cap: number | null;
  kpi: string;
  categories: string[];
  thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
  /** In a publisher's view: may they run it. */
  access?: OfferAccess;
}

/** The tabs of the offers area (spec: offers/all, /active, /public, /private). */
/** The fields an owner sets on an offer (the offer form's fields, the API's input, an audit entry's changes). */
export const OFFER_INPUT_FIELDS = [
  'name',
  'description',
  'preview_url',
  'destination_url',
  'advertiser_id',
  'status',
  'visibility',
  'payout_type',
  'payout',
  'revenue',
  'currency',
  'countries',
  'os',
  'devices',
  'daily_cap',
  'monthly_cap',
  'kpi',
  'categories',
  'thumbnail_url',
] as const;

export const OFFER_TABS = ['all', 'active', 'public', 'private'] as const;
export type OfferTab = (typeof OFFER_TABS)[number];

export interface OfferQuery {
  tab?: OfferTab;
  search?: string;
  country?: string;
  os?: OperatingSystem;
  payout_type?: PayoutType;
  status?: OfferStatus;
  /** `payout` sorts by the money column the caller sees: an advertiser's price, everyone else's payout. */
  sort?: 'name' | 'payout' | 'created_at' | 'status';
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * A publisher's own payout on an offer, set by the owner: it replaces the offer's payout for him, in the offer's payout
 * type (minor units of its currency, or basis points of the sale for CPS).
 */
export interface PublisherPayout {
  offer_id: number;
  publisher_id: number;
  publisher_name: string;
  /** The goal's postback value; null: the default goal (the offer itself). */
  goal: string | null;
  /** The goal's name; null: the default goal. */
  goal_name: string | null;
  payout: number;
  currency: string;
  payout_type: PayoutType;
}

/**
 * One event an offer pays for (issue 27): its default goal is the offer's own payout, revenue and caps (`slug` null,
 * `default` in a postback); each further goal has its own, named in the postback as `goal=<slug>`. Money as the
 * caller's role may see it (a publisher: his payout, his own where the owner set one), in the offer's payout type.
 */
export interface OfferGoal {
  /** Null: the default goal (the offer itself). */
  id: number | null;
  slug: string | null;
  /** Null: the default goal, which the page names in its own words. */
  name: string | null;
  payout?: number;
  revenue?: number;
  profit?: number;
  daily_cap: number | null;
  monthly_cap: number | null;
  currency: string;
  payout_type: PayoutType;
}

/** What the owner sends to add or change a further goal: amounts in minor units (CPS: basis points). */
export interface OfferGoalInput {
  name: string;
  slug: string;
  payout: number;
  revenue: number;
  daily_cap: number | null;
  monthly_cap: number | null;
}

export interface AccessRequest {
  id: number;
  offer_id: number;
  offer_name: string;
  publisher_id: number;
  publisher_name: string;
  status: 'requested' | 'allowed' | 'rejected';
  created_at: string;
}

/** What an advertiser puts on his server and his thank-you page to report an offer's conversions. */
export interface OfferIntegrationKit {
  offer_id: number;
  currency: string;
  tracking_domain: string;
  postback_url: string;
  pixel_url: string;
  pixel_html: string;
  script_html: string;
}
