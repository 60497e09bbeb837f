import { moneyDecimal } from '@affnet/format';
import type { AppContext, Session } from '../shared/context';
import { csvLines, figure } from '../shared/csv';
import { ownersNetwork } from './access';
import { invoiceStore } from './invoice-store';
import { runStore } from './run-store';
import { RUN_NOT_FOUND } from './runs';

const HEADER = [
  'invoice_number',
  'publisher_id',
  'publisher',
  'company',
  'email',
  'currency',
  'amount',
  'period_from',
  'period_to',
  'status',
  'paid_on',
  'paid_reference',
];

/**
 * A run as a CSV for the bank: one line per invoice, its amount in decimals of its own currency (a figure, never
 * guarded); names and references are the publishers' and owner's text, guarded against formulas (shared/csv.ts).
 */
export async function payoutRunCsv(ctx: AppContext, session: Session, runId: number) {
  const networkId = ownersNetwork(session);
  const run = await runStore(ctx.db, networkId).run(runId);
  if (!run) throw RUN_NOT_FOUND();
  const invoices = await invoiceStore(ctx.db, networkId).ofRun(runId);
  const lines = invoices.map((invoice) => [
    invoice.number === null ? '' : figure(invoice.number),
    figure(invoice.publisher_id),
    invoice.publisher_name,
    invoice.publisher_company,
    invoice.publisher_email,
    invoice.currency,
    figure(moneyDecimal(Number(invoice.total), invoice.currency)),
    run.period_from,
    run.period_to,
    invoice.status,
    invoice.paid_at ?? '',
    invoice.paid_reference ?? '',
  ]);
  return { name: `payout-run-${run.period_from}-${run.period_to}.csv`, content: csvLines([HEADER, ...lines]) };
}
