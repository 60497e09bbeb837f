import type { Balance, BalanceFigures } from '@affnet/contracts';

/**
 * A publisher's balance in one currency as GET /api/balances answers it: without what cutback withholds, which he is
 * never shown (his conversions, reports and postbacks leave it out too).
 */
export type OwnBalance = Omit<Balance, 'on_hold'>;

/** The columns in the order money moves through them: earned and pending, invoiced, paid. */
export const BALANCE_FIGURES: readonly Exclude<keyof BalanceFigures, 'on_hold'>[] = [
  'earned',
  'pending',
  'invoiced',
  'paid',
];
