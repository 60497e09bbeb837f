import type { RoleMoney } from './money';

/** Statistics (issue 4). Money in integer minor units; days are the network's local days (its IANA time zone). */

export const CONVERSION_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** `goal`: the offer goal's postback value, `default` for offers' default goals (clicks count there: a click has none). */
export const REPORT_GROUPS = [
  'day',
  'hour',
  'month',
  'offer',
  'publisher',
  'country',
  'os',
  'sub1',
  'sub2',
  'goal',
] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const DATE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface ReportQuery {
  preset: DatePreset;
  /** YYYY-MM-DD in the network's time zone, for `custom`. */
  from?: string;
  to?: string;
  /** One or two levels. */
  group: ReportGroup[];
  offer_id?: number;
  publisher_id?: number;
  /** Only this goal's conversions (its postback value; `default` for the default goals); clicks stay every click. */
  goal?: string;
}

/**
 * The money of one currency, as the caller may see it. Currencies are never added: the reporting currency's line
 * holds its own amounts plus those of currencies the owner keeps a rate for, converted at the rate of each day
 * (`converted`: some of it was); a currency without a rate has its own line.
 */
export interface CurrencyAmount extends RoleMoney {
  currency: string;
  converted: boolean;
  /** The clicks and conversions of this line's offers: its EPC and CR are its own. */
  clicks: number;
  unique_clicks: number;
  conversions: number;
}

/**
 * Counts and the money the caller may see (RoleMoney: publisher payout, advertiser revenue, owner all three). The
 * top-level money is the reporting currency's line (amounts[0]); `amounts` has it first, then one line per other
 * currency without a rate.
 */
export interface ReportRow extends RoleMoney {
  /** One value per group level, e.g. ['2026-11-23', 'Acme VPN']. */
  keys: string[];
  clicks: number;
  unique_clicks: number;
  conversions: number;
  amounts: CurrencyAmount[];
}

export interface Report {
  from: string;
  to: string;
  time_zone: string;
  /** The network's reporting currency: the top-level money of every row. */
  currency: string;
  group: ReportGroup[];
  rows: ReportRow[];
  totals: Omit<ReportRow, 'keys'>;
}

/** One conversion; money in minor units of `currency`, as the caller may see it (RoleMoney). */
export interface Conversion extends RoleMoney {
  id: number;
  created_at: string;
  click_id: string;
  offer_id: number;
  offer_name: string;
  publisher_id: number;
  /** An advertiser gets the alias "Publisher {publisher_id}": who sends his traffic is the network's to know. */
  publisher_name: string;
  /** Sub IDs 1–5 ('' when none); not in an advertiser's view (the publisher's own references). */
  sub_ids?: string[];
  country: string | null;
  os: string | null;
  ip: string | null;
  currency: string;
  status: ConversionStatus;
  txn_id: string | null;
  /** The offer goal's postback value (`purchase`); null for the offer's default goal (the server always sends it). */
  goal?: string | null;
  /** Owner only: withheld by the publisher's cutback (not in his figures, no postback to him). */
  withheld?: boolean;
}

/** Days (YYYY-MM-DD, the network's) a dashboard figure covers; the last one up to `until` when it is set. */
export interface ComparedPeriod {
  from: string;
  to: string;
  /** HH:MM on `to`, the network's clock, where the period stops; null when `to` counts whole. */
  until: string | null;
}

/**
 * One period of the dashboard and the one before it, like for like: today until now against yesterday until the
 * same time, month to date against the same days (and time) of last month.
 */
export interface Comparison {
  current: Omit<ReportRow, 'keys'>;
  previous: Omit<ReportRow, 'keys'>;
  current_period: ComparedPeriod;
  previous_period: ComparedPeriod;
  /**
   * Whether the reporting currency's money of the two periods may be compared (a change badge): false when a currency
   * was converted into it on some days of the two periods and stood on its own line on others (a rate set between
   * them), so one figure would hold it and the other not. A currency without a rate gets no badge.
   */
  money_comparable: boolean;
}

export interface DashboardSummary {
  time_zone: string;
  currency: string;
  today: Comparison;
  last_7_days: Comparison;
  this_month: Comparison;
  /** The days of `series` and `top_offers`: the network's last 30, today until now. */
  last_30_days: ComparedPeriod;
  /** Daily figures over the last 30 days, oldest first. */
  series: (Omit<ReportRow, 'keys'> & { day: string })[];
  top_offers: (Omit<ReportRow, 'keys'> & { offer_id: number; offer_name: string })[];
}

/** A rate the owner set (issue 27): from `valid_from` (a local day) on, one `currency` is `rate` `to_currency`. */
export interface ExchangeRate {
  id: number;
  currency: string;
  to_currency: string;
  /** A decimal as typed, e.g. "1.08". */
  rate: string;
  valid_from: string;
  created_at: string;
  created_by_name: string | null;
}

/** The network's reporting currency, its offers' other currencies and every rate ever set, newest first. */
export interface ExchangeRates {
  reporting_currency: string;
  currencies: string[];
  rates: ExchangeRate[];
}

export interface ExchangeRateInput {
  currency: string;
  rate: string;
  valid_from: string;
  log_status?: string;
}

export interface ReportingCurrencyInput {
  reporting_currency: string;
  log_status?: string;
}
