import {
  CONVERSION_STATUSES,
  DATE_PRESETS,
  GOAL_SLUG_PATTERN,
  MAX_GOAL_SLUG_LENGTH,
  REPORT_GROUPS,
} from '@affnet/contracts';
import { recordId } from '../shared/http/schemas';

/**
 * What the statistics routes take, checked by these schemas (the download center checks an export's query by them
 * too). The rules between fields (the period) and those of the caller's role (group levels) are filters.ts's.
 */

const day = (description: string) => ({ type: 'string', format: 'date', description }) as const;
const positive = (description: string, maximum = 2_000_000_000) =>
  ({ type: 'integer', minimum: 1, maximum, description }) as const;
const preset = { type: 'string', enum: [...DATE_PRESETS] } as const;

export const reportQuery = {
  type: 'object',
  properties: {
    preset: {
      ...preset,
      description:
        "A named period in the network's time zone (today without it or dates). Explicit from/to are the period; " +
        'a preset with dates of another period is a 400',
    },
    from: day('YYYY-MM-DD, the first day of the period (with to; not after to)'),
    to: day('YYYY-MM-DD, its last day (with from); a period is at most 400 days'),
    group: {
      type: 'string',
      maxLength: 40,
      default: 'day',
      description: `One or two levels, comma-separated: ${REPORT_GROUPS.join(', ')} (an advertiser: not sub1, sub2)`,
    },
    offer_id: { ...recordId, description: 'Only this offer' },
    publisher_id: { ...recordId, description: 'Only this publisher' },
    goal: {
      type: 'string',
      maxLength: MAX_GOAL_SLUG_LENGTH,
      pattern: GOAL_SLUG_PATTERN,
      description: "Only this offer goal's conversions (`default`: the default goals'); the clicks stay every click",
    },
  },
} as const;

const conversionFilters = {
  preset: {
    ...preset,
    description: "A named period in the network's time zone (every conversion without it or dates); as the report's",
  },
  from: day('YYYY-MM-DD, first local day (alone: from that day on)'),
  to: day('YYYY-MM-DD, last local day (alone: until that day)'),
  offer_id: { ...recordId, description: 'Only this offer' },
  status: { type: 'string', enum: [...CONVERSION_STATUSES] },
  click_id: { type: 'string', pattern: '^[A-Za-z0-9]{1,32}$', description: 'The conversion of this click' },
  goal: {
    type: 'string',
    maxLength: MAX_GOAL_SLUG_LENGTH,
    pattern: GOAL_SLUG_PATTERN,
    description: "Only this offer goal's conversions (its postback value); `default`: the offers' default goals",
  },
} as const;

export const conversionsQuery = {
  type: 'object',
  properties: {
    ...conversionFilters,
    page: { ...positive('Page number'), default: 1 },
    limit: { ...positive('Rows per page', 100), default: 20 },
  },
} as const;

/** conversions.csv: every conversion of the filters, newest first (no pages). */
export const conversionsCsvQuery = { type: 'object', properties: conversionFilters } as const;

export const conversionParams = {
  type: 'object',
  properties: { id: { ...recordId, description: 'The conversion' } },
  required: ['id'],
} as const;

export const conversionStatusBody = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['approved', 'rejected'] } },
  required: ['status'],
} as const;
