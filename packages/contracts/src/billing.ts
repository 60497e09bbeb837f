/**
 * Advertiser billing (issue 30): what each advertiser owes a network (the revenue of his offers' conversions), the
 * billing runs that propose his invoices, and the invoices themselves, numbered apart from publisher invoices. Money:
 * integers in the minor unit of their own currency; never two currencies added. No publisher is named anywhere here.
 */

/** An advertiser invoice is due this many days after it is issued (sent); a network's default. */
export const DEFAULT_BILLING_NET_DAYS = 30;
/** The owner sets from 0 (due on issue) to this. */
export const MAX_BILLING_NET_DAYS = 365;

/** GET and PUT /api/network/billing-terms. */
export interface BillingTerms {
  net_days: number;
}

/** An advertiser's money in one currency; each conversion and invoice counts in one column only. */
export interface AdvertiserBalanceFigures {
  /** Approved conversions' revenue not yet invoiced, with adjustments waiting for his next invoice. */
  owed: number;
  /** Pending conversions' revenue: owed once approved. */
  pending: number;
  /** Sent invoices not paid and not yet due. */
  invoiced: number;
  /** Sent invoices not paid and past their due day. */
  overdue: number;
  /** Paid invoices. */
  paid: number;
}

export interface AdvertiserBalance extends AdvertiserBalanceFigures {
  advertiser_id: number;
  advertiser_name: string;
  currency: string;
}

export interface AdvertiserBalanceTotal extends AdvertiserBalanceFigures {
  currency: string;
}

/** GET /api/network/advertiser-balances. */
export interface AdvertiserBalances {
  rows: AdvertiserBalance[];
  /** Per currency, over the rows. */
  totals: AdvertiserBalanceTotal[];
}

/** Stored: draft, sent, paid. `overdue` is derived: sent, unpaid, and today (the network's day) after its due day. */
export const ADVERTISER_INVOICE_STATUSES = ['draft', 'sent', 'overdue', 'paid'] as const;
export type AdvertiserInvoiceStatus = (typeof ADVERTISER_INVOICE_STATUSES)[number];

/** An offer's goal and its conversions' revenue, or an adjustment (a charge or a credit with its reason). */
export interface AdvertiserInvoiceLine {
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

export interface AdvertiserInvoice {
  id: number;
  run_id: number;
  /** Per network, without gaps, apart from publisher invoices; given when sent (null while a draft). */
  number: number | null;
  advertiser_id: number;
  advertiser_name: string;
  currency: string;
  status: AdvertiserInvoiceStatus;
  total: number;
  period_from: string;
  period_to: string;
  /** YYYY-MM-DD of the network's zone: the day it was sent, and that day plus the network's net days. */
  issued_on: string | null;
  due_on: string | null;
  /** The day it was paid (YYYY-MM-DD) and the payment's reference. */
  paid_at: string | null;
  paid_reference: string | null;
  lines: AdvertiserInvoiceLine[];
}

export type BillingRunStatus = 'draft' | 'sent';

/** A billing run: a period (days of the network's time zone) and the advertiser invoices it proposed. */
export interface BillingRun {
  id: number;
  period_from: string;
  period_to: string;
  status: BillingRunStatus;
  created_at: string;
  sent_at: string | null;
  invoices: AdvertiserInvoice[];
}

/** A run in the owner's list: its invoices counted and summed per currency. */
export interface BillingRunSummary extends Omit<BillingRun, 'invoices'> {
  invoices: number;
  totals: { currency: string; total: number }[];
}

/** POST /api/network/billing-runs. */
export interface BillingRunInput {
  from: string;
  to: string;
}

/** POST /api/network/advertiser-invoices/:id/adjustments: a charge (amount > 0) or a credit (< 0) on a draft. */
export interface BillingAdjustmentInput {
  amount: number;
  reason: string;
}

/** POST /api/network/advertiser-invoices/:id/paid. */
export interface AdvertiserInvoicePaidInput {
  /** YYYY-MM-DD. */
  paid_on: string;
  reference: string;
}
