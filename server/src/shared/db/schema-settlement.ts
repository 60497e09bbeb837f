import type { Generated } from 'kysely';

/**
 * The tables of settlement (owned by migrations/024-settlement.ts). Money: integers in the minor unit of the row's own
 * currency; a period's days are YYYY-MM-DD of the network's time zone.
 */

export type PaymentTerm = 'monthly' | 'semi_monthly' | 'weekly' | 'net_days';

/** The network's payment term (publisher_id null) or one publisher's own. */
export interface PaymentTermsTable {
  network_id: number;
  publisher_id: number | null;
  term: PaymentTerm;
  /** Days after the period's end, for `net_days` only. */
  net_days: number | null;
  updated_at: string;
}

/** Below this, a publisher gets no invoice in that currency: his balance carries over to the next run. */
export interface PayoutMinimumsTable {
  network_id: number;
  currency: string;
  amount: number;
  updated_at: string;
}

export interface PayoutRunsTable {
  id: Generated<number>;
  network_id: number;
  period_from: string;
  period_to: string;
  status: 'draft' | 'approved';
  created_by: number | null;
  created_at: string;
  approved_by: number | null;
  approved_at: string | null;
}

export interface PublisherInvoicesTable {
  id: Generated<number>;
  network_id: number;
  run_id: number;
  publisher_id: number;
  currency: string;
  /** Given at approval from invoice_counters: per network, without gaps. */
  number: number | null;
  status: 'draft' | 'approved' | 'paid';
  total: number;
  created_at: string;
  approved_at: string | null;
  /** The day (YYYY-MM-DD, network's zone) it is payable by, from the publisher's payment term at approval. */
  payable_on: string | null;
  /** The day it was paid (YYYY-MM-DD) and the bank's reference. */
  paid_at: string | null;
  paid_reference: string | null;
}

export interface InvoiceCountersTable {
  network_id: number;
  last_number: number;
}

/** An amount (±) owed to or by a publisher, waiting for his next invoice (`invoice_id` null) or taken by one. */
export interface SettlementAdjustmentsTable {
  id: Generated<number>;
  network_id: number;
  publisher_id: number;
  currency: string;
  amount: number;
  reason: string;
  conversion_id: number | null;
  invoice_id: number | null;
  created_at: string;
}

/** A line of an invoice: an offer's goal and its conversions, or an adjustment (± amount and reason). */
export interface InvoiceLinesTable {
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

/** The conversions an approved invoice holds: each in one invoice at most. */
export interface InvoiceConversionsTable {
  conversion_id: number;
  network_id: number;
  invoice_id: number;
}

export interface SettlementDatabase {
  payment_terms: PaymentTermsTable;
  payout_minimums: PayoutMinimumsTable;
  payout_runs: PayoutRunsTable;
  publisher_invoices: PublisherInvoicesTable;
  invoice_counters: InvoiceCountersTable;
  settlement_adjustments: SettlementAdjustmentsTable;
  invoice_lines: InvoiceLinesTable;
  invoice_conversions: InvoiceConversionsTable;
}
