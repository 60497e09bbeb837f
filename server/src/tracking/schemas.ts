import { CONVERSION_STATUSES, GOAL_SLUG_PATTERN, MAX_GOAL_SLUG_LENGTH } from '@affnet/contracts';
import { NO_CONTROL_CHARS } from '../shared/http/schemas';

const subId = (n: number) => ({
  type: 'string',
  description: `Sub ID ${n}: the publisher's own reference, kept up to 200 characters`,
});

/** The tracking link's parameters (offers/links.ts writes them). */
export const clickQuery = {
  type: 'object',
  description:
    "The publisher's tracking link. Sub ID 1 may come under the network's own name for it (network settings " +
    '`parameter`); other parameters are ignored. Nothing is refused: a bad click is recorded and not sent on.',
  properties: {
    offer_id: { type: 'integer', minimum: 1, maximum: 999_999_999 },
    aff_id: { type: 'integer', minimum: 1, maximum: 999_999_999, description: "The publisher's id" },
    ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`aff_sub${n}`, subId(n)])),
  },
} as const;

/** A postback's amount as written: digits and at most one decimal mark (the currency's digits are checked later). */
const DECIMAL_AMOUNT = '^\\d{1,15}([.,]\\d{1,15})?$';

/** The advertiser's postback parameters, in the query string or a JSON or form body (the body's win). */
const postbackProperties = {
  click_id: {
    type: 'string',
    pattern: '^[A-Za-z0-9]{1,32}$',
    description: 'The {click_id} of the destination URL: which click converted. Required in the query or the body',
  },
  status: { type: 'string', enum: [...CONVERSION_STATUSES], default: 'approved' },
  payout: {
    type: ['string', 'number'],
    minimum: 0,
    pattern: DECIMAL_AMOUNT,
    description:
      "What the advertiser pays for this conversion, overriding the offer's revenue: a decimal in the offer's " +
      'currency with at most its digits (12.50 or 12,50 for USD, 1250 for JPY, 1.250 for KWD); no sign, exponent ' +
      'or thousands separator. A JSON number is read as its decimal text',
  },
  txn_id: {
    type: ['string', 'number'],
    maxLength: 200,
    pattern: NO_CONTROL_CHARS,
    description: 'The advertiser’s transaction id: a second postback with the same one is a duplicate',
  },
  amount: {
    type: ['string', 'number'],
    minimum: 0,
    pattern: DECIMAL_AMOUNT,
    description: "The sale, a decimal in the offer's currency like `payout`: CPS offers pay a percentage of it",
  },
  goal: {
    type: 'string',
    maxLength: MAX_GOAL_SLUG_LENGTH,
    pattern: GOAL_SLUG_PATTERN,
    description:
      'The offer goal this conversion is for (`install`, `purchase`): its own payout, revenue and caps. None (or ' +
      '`default`) is the offer’s default goal; a goal the offer lacks is a 400 naming `goal`. One click converts ' +
      'once per goal',
  },
  sale_amount: {
    type: ['string', 'number'],
    minimum: 0,
    pattern: DECIMAL_AMOUNT,
    deprecated: true,
    description: 'The older name of `amount`, still taken (`amount` wins when both are sent)',
  },
} as const;

export const postbackQuery = { type: 'object', properties: postbackProperties } as const;

/** POST /postback: the same parameters in a body, or none (then all are in the query string). */
export const postbackBody = {
  type: ['object', 'null'],
  description: 'The postback parameters as a JSON or form body, or no body (then they are all in the query string)',
  properties: postbackProperties,
} as const;

export const postbackBodyTypes = ['application/json', 'application/x-www-form-urlencoded'];

/** What a postback did (conversions' PostbackResult). */
export const postbackAnswer = {
  type: 'object',
  properties: {
    conversion_id: { type: 'integer', minimum: 1 },
    status: {
      type: 'string',
      enum: [...CONVERSION_STATUSES],
      description: 'As stored: the postback’s, or rejected over a cap; of a duplicate, the first one’s',
    },
    duplicate: { type: 'boolean', description: 'True when the conversion was already recorded: nothing changed' },
  },
  required: ['conversion_id', 'status', 'duplicate'],
  additionalProperties: false,
} as const;
