import type { PayoutRun, PayoutRunInput, PayoutRunSummary } from '@affnet/contracts';
import { runTotalsOf } from '../invoicing/invoice-lines';
import { discardRun, type RunKind, startRun } from '../invoicing/run-lifecycle';
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
export const payoutRunKind: RunKind<PayoutRunRow, PayoutRun> = {
  rows: (db, networkId) => {
    const runs = runStore(db, networkId);
    return { ...runs, closeRun: runs.approveRun };
  },
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
export async function payoutRuns(ctx: AppContext, session: Session): Promise<PayoutRunSummary[]> {
  const networkId = ownersNetwork(session);
  const [runs, totals] = await Promise.all([
    runStore(ctx.db, networkId).runs(),
    invoiceStore(ctx.db, networkId).runTotals(),
  ]);
  return runs.map((run) => {
    return {
      id: run.id,
      period_from: run.period_from,
      period_to: run.period_to,
      status: run.status,
      created_at: run.created_at,
      approved_at: run.approved_at,
      ...runTotalsOf(run.id, totals),
    };
  });
}

export async function payoutRun(ctx: AppContext, session: Session, runId: number): Promise<PayoutRun> {
  const networkId = ownersNetwork(session);
  const run = await runStore(ctx.db, networkId).run(runId);
  if (!run) throw RUN_NOT_FOUND();
  return runView(ctx.db, networkId, run);
}

/** The owner starts a run for a period: a draft invoice per publisher and currency (proposals.ts). */
export function startPayoutRun(ctx: AppContext, session: Session, input: PayoutRunInput): Promise<PayoutRun> {
  return startRun(payoutRunKind, ctx, ownersNetwork(session), session, input);
}

/** The owner discards a draft run and its invoices; an approved run stays. */
export function deletePayoutRun(ctx: AppContext, session: Session, runId: number): Promise<void> {
  return discardRun(payoutRunKind, ctx, ownersNetwork(session), session, runId);
}
