import { ERROR_CODES, invalidField } from '../shared/errors';
import { dayOf } from '../statistics/report-period';

/** The local days (YYYY-MM-DD of the network's zone) whose conversions a run takes. */
export interface Window {
  from: string;
  to: string;
}

/** The period's days of a run's input: each a date that exists, `from` not after `to`; else a 400 naming the field. */
export function periodOf(input: { from?: string; to?: string }): Window {
  const from = dayOf({ ...input }, 'from');
  const to = dayOf({ ...input }, 'to');
  if (from === undefined) throw invalidField('from', ERROR_CODES.required, 'is required');
  if (to === undefined) throw invalidField('to', ERROR_CODES.required, 'is required');
  if (from > to) throw invalidField('from', ERROR_CODES.invalidRange, 'must not be after to');
  return { from, to };
}

/** An adjustment's input on a draft invoice: not 0, with a reason; answers the trimmed reason. */
export function adjustmentReason(input: { amount: number; reason: string }): string {
  if (input.amount === 0) throw invalidField('amount', ERROR_CODES.tooSmall, 'must not be 0');
  const reason = input.reason.trim();
  if (reason === '') throw invalidField('reason', ERROR_CODES.required, 'is required');
  return reason;
}
