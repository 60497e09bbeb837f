/**
 * Settlement (issue 30): what a network owes each publisher, the payout runs that propose his invoices, and the
 * invoices themselves. Money: integers in the minor unit of their own currency (money.ts); never two currencies added.
 */

/** When a network pays: after each month, each half month, each week, or a number of days after the period's end. */
export const PAYMENT_TERMS = ['monthly', 'semi_monthly', 'weekly', 'net_days'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
/** `net_days` counts from 1 to this. */
export const MAX_NET_DAYS = 180;

export interface PaymentTermSetting {
  term: PaymentTerm;
  /** Days after the period's end: set for `net_days` only, null otherwise. */
  net_days: number | null;
}

/** A publisher's own term, replacing the network's for him. */
export interface PublisherPaymentTerm extends PaymentTermSetting {
  publisher_id: number;
  publisher_name: string;
}

/** Below this amount a publisher gets no invoice in that currency; his balance carries over to the next run. */
export interface PayoutMinimum {
  currency: string;
  amount: number;
}

/** GET /api/network/payment-terms. */
export interface PaymentTerms {
  network: PaymentTermSetting;
  publishers: PublisherPaymentTerm[];
  minimums: PayoutMinimum[];
}

/** A publisher's money in one currency; each conversion and invoice counts in one column only. */
export interface BalanceFigures {
  /** Approved, not withheld and not yet invoiced, with adjustments waiting for the next invoice: what is owed. */
  earned: number;
  /** Pending conversions' payouts: owed once approved. */
  pending: number;
  /** Withheld by cutback: never owed, and never shown to the publisher (PublisherBalances). */
  on_hold: number;
  /** Approved invoices not yet paid. */
  invoiced: number;
  /** Paid invoices. */
  paid: number;
}

export interface Balance extends BalanceFigures {
  publisher_id: number;
  publisher_name: string;
  currency: string;
}

export interface BalanceTotal extends BalanceFigures {
  currency: string;
}

/** The owner's GET /api/network/balances and GET /api/network/publishers/:id/balances. */
export interface Balances {
  rows: Balance[];
  /** Per currency, over the rows. */
  totals: BalanceTotal[];
}

/**
 * The publisher's own GET /api/balances: no `on_hold`, since what cutback withholds is never shown to him (his
 * conversions, reports and postbacks leave it out too).
 */
export interface PublisherBalances {
  rows: Omit<Balance, 'on_hold'>[];
  totals: Omit<BalanceTotal, 'on_hold'>[];
}

/** The columns the owner's list of balances sorts by (`sort`), with `order` asc or desc. */
export const BALANCE_SORTS = [
  'publisher_name',
  'currency',
  'earned',
  'pending',
  'on_hold',
  'invoiced',
  'paid',
] as const;
export type BalanceSort = (typeof BALANCE_SORTS)[number];

export const INVOICE_STATUSES = ['draft', 'approved', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An offer's goal and its conversions, or an adjustment (a credit or a debit with its reason). */
export interface InvoiceLine {
  id: number;
  kind: 'conversions' | 'adjustment';
  offer_id: number | null;
  /** The offer's name when the line was made. */
  offer_name: string | null;
  /** The goal's postback value; null: the default goal (the offer). */
  goal: string | null;
  conversions: number;
  amount: number;
  reason: string | null;
}

export interface PublisherInvoice {
  id: number;
  run_id: number;
  /** Per network, without gaps; given at approval (null while a draft). */
  number: number | null;
  publisher_id: number;
  publisher_name: string;
  currency: string;
  status: InvoiceStatus;
  total: number;
  period_from: string;
  period_to: string;
  approved_at: string | null;
  /**
   * The day (YYYY-MM-DD, network's zone) it is payable by, from the publisher's payment term at approval: the period's
   * last day plus N on net-N days, else the approval day. Null while a draft.
   */
  payable_on: string | null;
  /** The day it was paid (YYYY-MM-DD) and the payment's reference. */
  paid_at: string | null;
  paid_reference: string | null;
  lines: InvoiceLine[];
}

export type PayoutRunStatus = 'draft' | 'approved';

/** A payout run: a period (days of the network's time zone) and the invoices it proposed. */
export interface PayoutRun {
  id: number;
  period_from: string;
  period_to: string;
  status: PayoutRunStatus;
  created_at: string;
  approved_at: string | null;
  invoices: PublisherInvoice[];
}

/** A run in the owner's list: its invoices counted and summed per currency. */
export interface PayoutRunSummary extends Omit<PayoutRun, 'invoices'> {
  invoices: number;
  totals: { currency: string; total: number }[];
}

/** POST /api/network/payout-runs. */
export interface PayoutRunInput {
  from: string;
  to: string;
}

/** POST /api/network/invoices/:id/adjustments: a credit (amount > 0) or a debit (< 0) on a draft invoice. */
export interface AdjustmentInput {
  amount: number;
  reason: string;
}

/** POST /api/network/invoices/paid (several) and /api/network/invoices/:id/paid (one: no `invoice_ids`). */
export interface InvoicePaidInput {
  invoice_ids?: number[];
  /** YYYY-MM-DD. */
  paid_on: string;
  reference: string;
}
