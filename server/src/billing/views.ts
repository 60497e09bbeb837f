import type { AdvertiserInvoice, BillingRun } from '@affnet/contracts';
import type { Kysely, Selectable } from 'kysely';
import { lineOf } from '../invoicing/invoice-lines';
import { networkToday } from '../invoicing/network-today';
import type { Database } from '../shared/db/schema';
import type { BillingRunsTable } from '../shared/db/schema-billing';
import { advertiserInvoiceStore } from './invoice-store';

type InvoiceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof advertiserInvoiceStore>['invoice']>>>;

/** Overdue is never stored: a sent invoice is overdue once today (the network's day) is after its due day. */
const statusOf = (row: InvoiceRow, today: string): AdvertiserInvoice['status'] =>
  row.status === 'sent' && row.due_on !== null && row.due_on < today ? 'overdue' : row.status;

/** Invoices as the contracts give them, each with its lines (by offer and goal: no publisher named). */
export async function invoicesWithLines(
  db: Kysely<Database>,
  networkId: number,
  rows: InvoiceRow[],
): Promise<AdvertiserInvoice[]> {
  const lines = await advertiserInvoiceStore(db, networkId).lines(rows.map((row) => row.id));
  const today = await networkToday(db, networkId);
  return rows.map((row) => ({
    id: row.id,
    run_id: row.run_id,
    number: row.number === null ? null : Number(row.number),
    advertiser_id: row.advertiser_id,
    advertiser_name: row.advertiser_name,
    currency: row.currency,
    status: statusOf(row, today),
    total: Number(row.total),
    period_from: row.period_from,
    period_to: row.period_to,
    issued_on: row.issued_on,
    due_on: row.due_on,
    paid_at: row.paid_at,
    paid_reference: row.paid_reference,
    lines: lines.filter((line) => line.invoice_id === row.id).map(lineOf),
  }));
}

/** A run with its invoices, by advertiser name and currency. */
export async function billingRunView(
  db: Kysely<Database>,
  networkId: number,
  run: Selectable<BillingRunsTable>,
): Promise<BillingRun> {
  const invoices = await advertiserInvoiceStore(db, networkId).ofRun(run.id);
  return {
    id: run.id,
    period_from: run.period_from,
    period_to: run.period_to,
    status: run.status,
    created_at: run.created_at,
    sent_at: run.sent_at,
    invoices: await invoicesWithLines(db, networkId, invoices),
  };
}
