import { BALANCE_SORTS, INVOICE_STATUSES, MAX_NET_DAYS, PAYMENT_TERMS } from '@affnet/contracts';
import { currency, day, enumOf, lineAnswer, MAX_AMOUNT, money } from '../invoicing/schemas';
import { anyString, count, instant, integerId, listOf, nullable } from '../shared/http/answers';
import { objectOf, recordId, text } from '../shared/http/schemas';

/* The JSON schemas of settlement's routes: requests, and answers as contracts/settlement.ts gives them. */

export const idParams = objectOf({ id: recordId });
export const publisherParams = objectOf({ publisherId: recordId });

export const balanceQuery = {
  type: 'object',
  properties: {
    sort: { ...enumOf(BALANCE_SORTS), default: 'publisher_name' },
    order: { ...enumOf(['asc', 'desc'] as const), default: 'asc' },
  },
  additionalProperties: false,
} as const;

export const termBody = objectOf(
  {
    term: enumOf(PAYMENT_TERMS),
    net_days: { type: ['integer', 'null'], minimum: 1, maximum: MAX_NET_DAYS, description: 'With net_days only' },
  },
  ['term'],
);
export const minimumBody = objectOf({
  currency,
  amount: { type: 'integer', minimum: 0, maximum: MAX_AMOUNT, description: 'Minor units of the currency; 0: none' },
});
export const runBody = objectOf({
  from: day("YYYY-MM-DD, the period's first day in the network's time zone"),
  to: day('YYYY-MM-DD, its last day (not before from)'),
});
export const adjustmentBody = objectOf({
  amount: {
    type: 'integer',
    minimum: -MAX_AMOUNT,
    maximum: MAX_AMOUNT,
    description: 'A credit (> 0) or a debit (< 0)',
  },
  reason: text(500),
});
const paidFields = { paid_on: day('YYYY-MM-DD, the day it was paid'), reference: text(200) };
export const paidBody = objectOf(paidFields);
export const bulkPaidBody = objectOf({
  ...paidFields,
  invoice_ids: { type: 'array', items: recordId, minItems: 1, maxItems: 1000 },
});

const figures = {
  earned: money('Approved, not withheld, not yet invoiced, with waiting adjustments: what is owed'),
  pending: money('Pending conversions'),
  on_hold: money('Withheld by cutback'),
  invoiced: money('Approved invoices not yet paid'),
  paid: money('Paid invoices'),
};
const figureNames = Object.keys(figures);

const balanceAnswer = {
  type: 'object',
  properties: { publisher_id: integerId, publisher_name: anyString, currency, ...figures },
  required: ['publisher_id', 'publisher_name', 'currency', ...figureNames],
  additionalProperties: false,
} as const;
const totalAnswer = {
  type: 'object',
  properties: { currency, ...figures },
  required: ['currency', ...figureNames],
  additionalProperties: false,
} as const;
/** The publisher's own: without what cutback withholds from him. */
const { on_hold: _withheld, ...publisherFigures } = figures;
const publisherFigureNames = Object.keys(publisherFigures);
export const publisherBalancesAnswer = {
  type: 'object',
  description: 'His balances per currency (minor units), with totals per currency',
  properties: {
    rows: listOf({
      type: 'object',
      properties: { publisher_id: integerId, publisher_name: anyString, currency, ...publisherFigures },
      required: ['publisher_id', 'publisher_name', 'currency', ...publisherFigureNames],
      additionalProperties: false,
    }),
    totals: listOf({
      type: 'object',
      properties: { currency, ...publisherFigures },
      required: ['currency', ...publisherFigureNames],
      additionalProperties: false,
    }),
  },
  required: ['rows', 'totals'],
  additionalProperties: false,
} as const;
export const balancesAnswer = {
  type: 'object',
  description: 'Balances per publisher and currency (minor units), with totals per currency',
  properties: { rows: listOf(balanceAnswer), totals: listOf(totalAnswer) },
  required: ['rows', 'totals'],
  additionalProperties: false,
} as const;

const termFields = { term: enumOf(PAYMENT_TERMS), net_days: nullable('integer') };
export const paymentTermsAnswer = {
  type: 'object',
  properties: {
    network: objectOf(termFields),
    publishers: listOf(objectOf({ publisher_id: integerId, publisher_name: anyString, ...termFields })),
    minimums: listOf(objectOf({ currency, amount: count })),
  },
  required: ['network', 'publishers', 'minimums'],
  additionalProperties: false,
} as const;

export const invoiceAnswer = objectOf({
  id: integerId,
  run_id: integerId,
  number: { type: ['integer', 'null'], description: 'Per network without gaps; null while a draft' },
  publisher_id: integerId,
  publisher_name: anyString,
  currency,
  status: enumOf(INVOICE_STATUSES),
  total: money('Minor units of the invoice currency'),
  period_from: anyString,
  period_to: anyString,
  approved_at: { type: ['string', 'null'], format: 'date-time' },
  payable_on: {
    type: ['string', 'null'],
    description: 'Payable by (YYYY-MM-DD) from the payment term; null in a draft',
  },
  paid_at: nullable('string'),
  paid_reference: nullable('string'),
  lines: listOf(lineAnswer),
});
const runFields = {
  id: integerId,
  period_from: anyString,
  period_to: anyString,
  status: enumOf(['draft', 'approved'] as const),
  created_at: instant,
  approved_at: { type: ['string', 'null'], format: 'date-time' },
};
export const runAnswer = objectOf({ ...runFields, invoices: listOf(invoiceAnswer) });
export const runSummaryAnswer = objectOf({
  ...runFields,
  invoices: count,
  totals: listOf(objectOf({ currency, total: money('Minor units') })),
});
