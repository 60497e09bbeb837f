import type { PayoutRun, PayoutRunInput, PayoutRunSummary } from '@affnet/contracts';
import { discardRun, listRuns, type RunKind, readRun, startRun } from '../invoicing/run-lifecycle';
import type { AppContext, Session } from '../shared/context';
import { AppError, ERROR_CODES, notFound } from '../shared/errors';
import { ownersNetwork } from './access';
import { invoiceStore } from './invoice-store';
import { runView } from './invoice-views';
import { approveInvoices, proposeInvoices } from './proposals';
import { runStore } from './run-store';

export const RUN_NOT_FOUND = () => notFound('Payout run not found');
const RUN_EXISTS = () => new AppError(409, ERROR_CODES.payoutRunExists, 'A payout run of this period already exists');
export const ALREADY_APPROVED = () =>
  new AppError(409, ERROR_CODES.alreadyApproved, 'Already approved: an approved invoice never changes');

type PayoutRunRow = NonNullable<Awaited<ReturnType<ReturnType<typeof runStore>['run']>>>;

/** A publisher payout run's lifecycle (invoicing/run-lifecycle.ts): drafted per publisher, closed by approval. */
export const payoutRunKind: RunKind<PayoutRunRow, PayoutRun, PayoutRunSummary> = {
  rows: (db, networkId) => {
    const runs = runStore(db, networkId);
    return { ...runs, closeRun: runs.approveRun };
  },
  runTotals: (db, networkId) => invoiceStore(db, networkId).runTotals(),
  summary: (run, counted) => ({
    id: run.id,
    period_from: run.period_from,
    period_to: run.period_to,
    status: run.status,
    created_at: run.created_at,
    approved_at: run.approved_at,
    ...counted,
  }),
  propose: proposeInvoices,
  close: approveInvoices,
  view: runView,
  runNotFound: RUN_NOT_FOUND,
  runExists: RUN_EXISTS,
  alreadyClosed: ALREADY_APPROVED,
  audit: {
    area: 'settlement',
    close: 'approve',
    closed: 'approved',
    statusField: 'invoice_status',
  },
};

/** The owner's runs, newest first, each with its invoices counted and summed per currency. */
export function payoutRuns(ctx: AppContext, session: Session): Promise<PayoutRunSummary[]> {
  return listRuns(payoutRunKind, ctx.db, ownersNetwork(session));
}

export function payoutRun(ctx: AppContext, session: Session, runId: number): Promise<PayoutRun> {
  return readRun(payoutRunKind, ctx.db, ownersNetwork(session), runId);
}

/** The owner starts a run for a period: a draft invoice per publisher and currency (proposals.ts). */
export function startPayoutRun(ctx: AppContext, session: Session, input: PayoutRunInput): Promise<PayoutRun> {
  return startRun(payoutRunKind, ctx, ownersNetwork(session), session, input);
}

/** The owner discards a draft run and its invoices; an approved run stays. */
export function deletePayoutRun(ctx: AppContext, session: Session, runId: number): Promise<void> {
  return discardRun(payoutRunKind, ctx, ownersNetwork(session), session, runId);
}
