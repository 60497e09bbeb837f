import { CONVERSION_STATUSES, GOAL_SLUG_PATTERN, MAX_GOAL_SLUG_LENGTH } from '@affnet/contracts';
import type { FromSchema } from 'json-schema-to-ts';
import { NO_CONTROL_CHARS } from '../shared/http/schemas';

/**
 * A postback's amount: a decimal as text, or a JSON number read as its decimal text. Its format is checked by
 * postbackDecimal (conversions/postback-money.ts), which says what is wrong with it (a sign, an exponent, a
 * thousands separator), and its digits once the offer's currency is known.
 */
const amount = (description: string) => ({ type: ['string', 'number'], description }) as const;

/** The advertiser's postback parameters, in the query string or a JSON or form body (the body's win). */
const postbackProperties = {
  click_id: {
    type: 'string',
    pattern: '^[A-Za-z0-9]{1,32}$',
    description: 'The {click_id} of the destination URL: which click converted. Required in the query or the body',
  },
  status: { type: 'string', enum: [...CONVERSION_STATUSES], default: 'approved' },
  payout: amount(
    "What the advertiser pays for this conversion, overriding the offer's revenue: a decimal in the offer's " +
      'currency with at most its digits (12.50 or 12,50 for USD, 1250 for JPY, 1.250 for KWD); no sign, exponent ' +
      'or thousands separator. A JSON number is read as its decimal text',
  ),
  txn_id: {
    type: ['string', 'number'],
    maxLength: 200,
    pattern: NO_CONTROL_CHARS,
    description: 'The advertiser’s transaction id: a second postback with the same one is a duplicate',
  },
  amount: amount("The sale, a decimal in the offer's currency like `payout`: CPS offers pay a percentage of it"),
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
    ...amount('The older name of `amount`, still taken (`amount` wins when both are sent)'),
    deprecated: true,
  },
} as const;

/**
 * The postback in the query string. Other parameters are taken and ignored (an advertiser's template may add its
 * own); `click_id` is required in the query or the body (postback-input.ts).
 */
export const postbackQuery = { type: 'object', properties: postbackProperties, additionalProperties: true } as const;

/** POST /postback: the same parameters in a body, or none (then all are in the query string). */
export const postbackBody = {
  type: ['object', 'null'],
  description: 'The postback parameters as a JSON or form body, or no body (then they are all in the query string)',
  properties: postbackProperties,
  additionalProperties: true,
} as const;

/** A postback's parameters, from its query string or its body (each checked by its schema). */
export type PostbackFields = FromSchema<typeof postbackQuery>;

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
