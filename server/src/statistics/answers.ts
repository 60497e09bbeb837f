import { CONVERSION_STATUSES, REPORT_GROUPS } from '@affnet/contracts';
import { roleMoney } from '../offers/answers';
import { anyString, count, instant, integerId, nullableString } from '../shared/http/answers';

/** JSON schemas of what the statistics routes answer (the payload inside the envelope). */

const day = { type: 'string', format: 'date' } as const;

/** contracts' CurrencyAmount: one currency's money, never added to another's. */
const currencyAmount = {
  type: 'object',
  properties: {
    currency: { type: 'string', description: 'ISO 4217' },
    converted: {
      type: 'boolean',
      description:
        "The reporting currency's line only: it holds amounts of other currencies converted at the owner's rates",
    },
    clicks: { ...count, description: "This line's offers' clicks (a converted currency's with the reporting one's)" },
    unique_clicks: count,
    conversions: { ...count, description: "This line's offers' conversions, approved and pending" },
    ...roleMoney('in minor units of `currency`'),
  },
  required: ['currency', 'converted', 'clicks', 'unique_clicks', 'conversions'],
  additionalProperties: false,
} as const;

const figureProperties = {
  clicks: count,
  unique_clicks: count,
  conversions: { ...count, description: 'Approved and pending' },
  ...roleMoney("in minor units of the reporting currency (amounts[0]'s line)"),
  amounts: {
    type: 'array',
    items: currencyAmount,
    minItems: 1,
    description:
      'The reporting currency first (its own money and what was converted at the rate of its day), then one line ' +
      'per currency without a rate: currencies are never added',
  },
} as const;
const FIGURES = ['clicks', 'unique_clicks', 'conversions', 'amounts'];

/** Counts and the money of the caller's role, with more properties (contracts' ReportRow and its kin). */
const figuresWith = (properties: Record<string, object>, description?: string) =>
  ({
    type: 'object',
    ...(description ? { description } : {}),
    properties: { ...properties, ...figureProperties },
    required: [...Object.keys(properties), ...FIGURES],
    additionalProperties: false,
  }) as const;

const figures = figuresWith({});

export const reportAnswer = {
  type: 'object',
  properties: {
    from: day,
    to: day,
    time_zone: { type: 'string', description: "The network's IANA time zone: days and hours are its own" },
    currency: { type: 'string', description: "The network's reporting currency (the top-level money of each row)" },
    group: { type: 'array', items: { type: 'string', enum: [...REPORT_GROUPS] } },
    rows: {
      type: 'array',
      items: figuresWith({
        keys: {
          type: 'array',
          items: anyString,
          description:
            "One value per group level: a day, 'YYYY-MM-DD HH:00', an offer's or publisher's name (an advertiser " +
            "gets 'Publisher {id}')…",
        },
      }),
    },
    totals: figures,
  },
  required: ['from', 'to', 'time_zone', 'currency', 'group', 'rows', 'totals'],
  additionalProperties: false,
} as const;

/** contracts' ComparedPeriod. */
const comparedPeriod = {
  type: 'object',
  properties: {
    from: day,
    to: day,
    until: { type: ['string', 'null'], description: 'HH:MM on `to` where the period stops; null: `to` counts whole' },
  },
  required: ['from', 'to', 'until'],
  additionalProperties: false,
} as const;

const comparison = {
  type: 'object',
  description: 'A period against the one before it, like for like',
  properties: {
    current: figures,
    previous: figures,
    current_period: comparedPeriod,
    previous_period: comparedPeriod,
    money_comparable: {
      type: 'boolean',
      description:
        "Whether the reporting currency's money of both periods may be compared: false when a currency was converted " +
        'into it on some of their days and stood on its own line on others (a rate set in between)',
    },
  },
  required: ['current', 'previous', 'current_period', 'previous_period', 'money_comparable'],
  additionalProperties: false,
} as const;

export const dashboardAnswer = {
  type: 'object',
  properties: {
    time_zone: anyString,
    currency: anyString,
    today: comparison,
    last_7_days: comparison,
    this_month: comparison,
    last_30_days: { ...comparedPeriod, description: 'The days of series and top_offers: the last 30, today until now' },
    series: { type: 'array', items: figuresWith({ day }), description: 'The last 30 days, oldest first' },
    top_offers: {
      type: 'array',
      items: figuresWith({ offer_id: integerId, offer_name: anyString }),
      description: "Up to 5, by the caller's money of the last 30 days",
    },
  },
  required: ['time_zone', 'currency', 'today', 'last_7_days', 'this_month', 'last_30_days', 'series', 'top_offers'],
  additionalProperties: false,
} as const;

/** contracts' Conversion. */
export const conversionAnswer = {
  type: 'object',
  properties: {
    id: integerId,
    created_at: instant,
    click_id: anyString,
    offer_id: integerId,
    offer_name: anyString,
    publisher_id: integerId,
    publisher_name: { type: 'string', description: 'An advertiser gets the alias "Publisher {publisher_id}"' },
    sub_ids: {
      type: 'array',
      items: anyString,
      minItems: 5,
      maxItems: 5,
      description: "Sub IDs 1–5; empty when none. Not in an advertiser's view",
    },
    country: nullableString,
    os: nullableString,
    ip: nullableString,
    ...roleMoney('in minor units of the currency'),
    currency: anyString,
    status: { type: 'string', enum: [...CONVERSION_STATUSES] },
    txn_id: nullableString,
    goal: { ...nullableString, description: "The offer goal's postback value; null for the offer's default goal" },
    withheld: {
      type: 'boolean',
      description: "The owner's view only: withheld by the publisher's cutback (not in his figures)",
    },
  },
  required: [
    'id',
    'created_at',
    'click_id',
    'offer_id',
    'offer_name',
    'publisher_id',
    'publisher_name',
    'country',
    'os',
    'ip',
    'currency',
    'status',
    'txn_id',
    'goal',
  ],
  additionalProperties: false,
} as const;
