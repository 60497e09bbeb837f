import type { BillingRun, BillingRunInput, BillingRunSummary } from '@affnet/contracts';
import { ownersNetwork } from '../invoicing/owners-network';
import { discardRun, listRuns, type RunKind, readRun, startRun } from '../invoicing/run-lifecycle';
import type { AppContext, Session } from '../shared/context';
import { AppError, ERROR_CODES, notFound } from '../shared/errors';
import { advertiserInvoiceStore } from './invoice-store';
import { proposeAdvertiserInvoices, sendAdvertiserInvoices } from './proposals';
import { billingRunStore } from './run-store';
import { billingRunView } from './views';

export const RUN_NOT_FOUND = () => notFound('Billing run not found');
const RUN_EXISTS = () => new AppError(409, ERROR_CODES.billingRunExists, 'A billing run of this period already exists');
export const ALREADY_SENT = () =>
  new AppError(409, ERROR_CODES.alreadySent, 'Already sent: a sent invoice never changes');

type BillingRunRow = NonNullable<Awaited<ReturnType<ReturnType<typeof billingRunStore>['run']>>>;

/** An advertiser billing run's lifecycle (invoicing/run-lifecycle.ts): drafted per advertiser, closed by sending. */
export const billingRunKind: RunKind<BillingRunRow, BillingRun, BillingRunSummary> = {
  rows: (db, networkId) => {
    const runs = billingRunStore(db, networkId);
    return { ...runs, closeRun: runs.markRunSent };
  },
  runTotals: (db, networkId) => advertiserInvoiceStore(db, networkId).runTotals(),
  summary: (run, counted) => ({
    id: run.id,
    period_from: run.period_from,
    period_to: run.period_to,
    status: run.status,
    created_at: run.created_at,
    sent_at: run.sent_at,
    ...counted,
  }),
  propose: proposeAdvertiserInvoices,
  close: sendAdvertiserInvoices,
  view: billingRunView,
  runNotFound: RUN_NOT_FOUND,
  runExists: RUN_EXISTS,
  alreadyClosed: ALREADY_SENT,
  audit: {
    area: 'billing',
    close: 'send',
    closed: 'sent',
    statusField: 'advertiser_invoice_status',
  },
};

/** The owner's billing runs, newest first, each with its invoices counted and summed per currency. */
export function billingRuns(ctx: AppContext, session: Session): Promise<BillingRunSummary[]> {
  return listRuns(billingRunKind, ctx.db, ownersNetwork(session));
}

export function billingRun(ctx: AppContext, session: Session, runId: number): Promise<BillingRun> {
  return readRun(billingRunKind, ctx.db, ownersNetwork(session), runId);
}

/** The owner makes a period's invoices: a draft per advertiser and currency (proposals.ts). */
export function startBillingRun(ctx: AppContext, session: Session, input: BillingRunInput): Promise<BillingRun> {
  return startRun(billingRunKind, ctx, ownersNetwork(session), session, input);
}

/** The owner discards a draft run and its invoices; a sent run stays. */
export function deleteBillingRun(ctx: AppContext, session: Session, runId: number): Promise<void> {
  return discardRun(billingRunKind, ctx, ownersNetwork(session), session, runId);
}
