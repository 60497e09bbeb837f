import type { PayoutRun, PublisherInvoice } from '@affnet/contracts';
import type { Kysely, Selectable } from 'kysely';
import { lineOf } from '../invoicing/invoice-lines';
import type { Database } from '../shared/db/schema';
import type { PayoutRunsTable } from '../shared/db/schema-settlement';
import { invoiceStore } from './invoice-store';

type InvoiceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof invoiceStore>['invoice']>>>;
type RunRow = Selectable<PayoutRunsTable>;

/** Invoices as the contracts give them, each with its lines. */
export async function invoicesWithLines(
  db: Kysely<Database>,
  networkId: number,
  rows: InvoiceRow[],
): Promise<PublisherInvoice[]> {
  const lines = await invoiceStore(db, networkId).lines(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    run_id: row.run_id,
    number: row.number === null ? null : Number(row.number),
    publisher_id: row.publisher_id,
    publisher_name: row.publisher_name,
    currency: row.currency,
    status: row.status,
    total: Number(row.total),
    period_from: row.period_from,
    period_to: row.period_to,
    approved_at: row.approved_at,
    payable_on: row.payable_on,
    paid_at: row.paid_at,
    paid_reference: row.paid_reference,
    lines: lines.filter((line) => line.invoice_id === row.id).map(lineOf),
  }));
}

/** A run with its invoices, by publisher name and currency. */
export async function runView(db: Kysely<Database>, networkId: number, run: RunRow): Promise<PayoutRun> {
  const invoices = await invoiceStore(db, networkId).ofRun(run.id);
  return {
    id: run.id,
    period_from: run.period_from,
    period_to: run.period_to,
    status: run.status,
    created_at: run.created_at,
    approved_at: run.approved_at,
    invoices: await invoicesWithLines(db, networkId, invoices),
  };
}
