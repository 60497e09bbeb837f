import type { InvoiceLine } from '@affnet/contracts';
import type { InvoiceDocumentLine } from '../documents/invoice-document';

/** A line as an invoice store reads it (invoice_lines, advertiser_invoice_lines); numbers may come as strings. */
export interface LineRow {
  id: number;
  kind: 'conversions' | 'adjustment';
  offer_id: number | null;
  offer_name: string | null;
  goal: string | null;
  conversions: number | string;
  amount: number | string;
  reason: string | null;
}

/** A line as the contracts give it: a publisher's and an advertiser's invoice lines have one shape. */
export const lineOf = (row: LineRow): InvoiceLine => ({
  id: row.id,
  kind: row.kind,
  offer_id: row.offer_id,
  offer_name: row.offer_name,
  goal: row.goal,
  conversions: Number(row.conversions),
  amount: Number(row.amount),
  reason: row.reason,
});

/** A line as the invoice PDF prints it. */
export const documentLine = (line: InvoiceLine): InvoiceDocumentLine =>
  line.kind === 'adjustment'
    ? { kind: 'adjustment', reason: line.reason ?? '', amount: line.amount }
    : {
        kind: 'conversions',
        offer_name: line.offer_name ?? `#${line.offer_id}`,
        goal: line.goal,
        conversions: line.conversions,
        amount: line.amount,
      };

/** A run's invoices of one currency, counted and summed, as a store reads them. */
export interface RunTotalRow {
  run_id: number;
  currency: string;
  invoices: number | string;
  total: number | string;
}

/** One run's invoices counted and summed per currency, of every run's totals as an invoice store gives them. */
export function runTotalsOf(runId: number, totals: RunTotalRow[]) {
  const own = totals.filter((row) => row.run_id === runId);
  return {
    invoices: own.reduce((sum, row) => sum + Number(row.invoices), 0),
    totals: own.map((row) => ({ currency: row.currency, total: Number(row.total) })),
  };
}
