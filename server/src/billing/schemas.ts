import { ADVERTISER_INVOICE_STATUSES, MAX_BILLING_NET_DAYS } from '@affnet/contracts';
import { currency, day, enumOf, lineAnswer, MAX_AMOUNT, money } from '../invoicing/schemas';
import { anyString, count, instant, integerId, listOf, nullable } from '../shared/http/answers';
import { objectOf, recordId, text } from '../shared/http/schemas';

/* The JSON schemas of advertiser billing's routes: requests, and answers as contracts/billing.ts gives them. */

export const idParams = objectOf({ id: recordId });

export const termsBody = objectOf({
  net_days: { type: 'integer', minimum: 0, maximum: MAX_BILLING_NET_DAYS, description: 'Days from issue to due' },
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
    description: 'A charge (> 0) or a credit (< 0)',
  },
  reason: text(500),
});
export const paidBody = objectOf({ paid_on: day('YYYY-MM-DD, the day it was paid'), reference: text(200) });

export const termsAnswer = objectOf({ net_days: count });

const figures = {
  owed: money('Approved revenue not yet invoiced, with waiting adjustments'),
  pending: money('Pending conversions'),
  invoiced: money('Sent invoices not paid, not yet due'),
  overdue: money('Sent invoices not paid, past due'),
  paid: money('Paid invoices'),
};
export const advertiserBalancesAnswer = objectOf({
  rows: listOf(objectOf({ advertiser_id: integerId, advertiser_name: anyString, currency, ...figures })),
  totals: listOf(objectOf({ currency, ...figures })),
});

const optionalDay = { type: ['string', 'null'], format: 'date' } as const;
export const invoiceAnswer = objectOf({
  id: integerId,
  run_id: integerId,
  number: { type: ['integer', 'null'], description: 'Per network without gaps; null while a draft' },
  advertiser_id: integerId,
  advertiser_name: anyString,
  currency,
  status: enumOf(ADVERTISER_INVOICE_STATUSES),
  total: money('Minor units of the invoice currency'),
  period_from: anyString,
  period_to: anyString,
  issued_on: optionalDay,
  due_on: optionalDay,
  paid_at: nullable('string'),
  paid_reference: nullable('string'),
  lines: listOf(lineAnswer),
});
const runFields = {
  id: integerId,
  period_from: anyString,
  period_to: anyString,
  status: enumOf(['draft', 'sent'] as const),
  created_at: instant,
  sent_at: { type: ['string', 'null'], format: 'date-time' },
};
export const runAnswer = objectOf({ ...runFields, invoices: listOf(invoiceAnswer) });
export const runSummaryAnswer = objectOf({
  ...runFields,
  invoices: count,
  totals: listOf(objectOf({ currency, total: money('Minor units') })),
});
