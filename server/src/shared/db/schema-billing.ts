import type { Generated } from 'kysely';

/**
 * The tables of advertiser billing (owned by migrations/027-advertiser-billing.ts). Money: integers in the minor unit
 * of the row's own currency; days are YYYY-MM-DD of the network's time zone.
 */

/** The network's payment term for advertisers: an invoice is due this many days after it is issued. */
export interface BillingTermsTable {
  network_id: number;
  net_days: number;
  updated_at: string;
}

export interface BillingRunsTable {
  id: Generated<number>;
  network_id: number;
  period_from: string;
  period_to: string;
  status: 'draft' | 'sent';
  created_by: number | null;
  created_at: string;
  sent_by: number | null;
  sent_at: string | null;
}

/** Overdue is not stored: a sent invoice is overdue when today (the clock) is after its due day. */
export interface AdvertiserInvoicesTable {
  id: Generated<number>;
  network_id: number;
  run_id: number;
  advertiser_id: number;
  currency: string;
  /** Given when sent from advertiser_invoice_counters: per network, without gaps, apart from publisher invoices. */
  number: number | null;
  status: 'draft' | 'sent' | 'paid';
  total: number;
  created_at: string;
  sent_at: string | null;
  issued_on: string | null;
  due_on: string | null;
  paid_at: string | null;
  paid_reference: string | null;
}

export interface AdvertiserInvoiceCountersTable {
  network_id: number;
  last_number: number;
}

/** An amount (±) owed by or to an advertiser, waiting for his next invoice (`invoice_id` null) or taken by one. */
export interface BillingAdjustmentsTable {
  id: Generated<number>;
  network_id: number;
  advertiser_id: number;
  currency: string;
  amount: number;
  reason: string;
  conversion_id: number | null;
  invoice_id: number | null;
  created_at: string;
}

/** A line of an advertiser invoice: an offer's goal and its conversions' revenue, or an adjustment. */
export interface AdvertiserInvoiceLinesTable {
  id: Generated<number>;
  network_id: number;
  invoice_id: number;
  kind: 'conversions' | 'adjustment';
  offer_id: number | null;
  offer_name: string | null;
  goal: string | null;
  conversions: number;
  amount: number;
  reason: string | null;
  adjustment_id: number | null;
}

/** The conversions a sent advertiser invoice holds: each in one at most. */
export interface AdvertiserInvoiceConversionsTable {
  conversion_id: number;
  network_id: number;
  invoice_id: number;
}

export interface BillingDatabase {
  billing_terms: BillingTermsTable;
  billing_runs: BillingRunsTable;
  advertiser_invoices: AdvertiserInvoicesTable;
  advertiser_invoice_counters: AdvertiserInvoiceCountersTable;
  billing_adjustments: BillingAdjustmentsTable;
  advertiser_invoice_lines: AdvertiserInvoiceLinesTable;
  advertiser_invoice_conversions: AdvertiserInvoiceConversionsTable;
}
