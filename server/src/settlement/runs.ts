import type { PayoutRun, PayoutRunInput, PayoutRunSummary } from '@affnet/contracts';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import { AppError, ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { dayOf } from '../statistics/report-period';
import { ownersNetwork } from './access';
import { invoiceStore } from './invoice-store';
import { runView } from './invoice-views';
import { proposeInvoices } from './proposals';
import { runStore } from './run-store';

export const RUN_NOT_FOUND = () => notFound('Payout run not found');
const RUN_EXISTS = () => new AppError(409, ERROR_CODES.payoutRunExists, 'A payout run of this period already exists');
export const ALREADY_APPROVED = () =>
  new AppError(409, ERROR_CODES.alreadyApproved, 'Already approved: an approved invoice never changes');

/** The period's days (YYYY-MM-DD of the network's zone): each a date that exists, `from` not after `to`. */
function periodOf(input: PayoutRunInput) {
  const from = dayOf({ ...input }, 'from');
  const to = dayOf({ ...input }, 'to');
  if (from === undefined) throw invalidField('from', ERROR_CODES.required, 'is required');
  if (to === undefined) throw invalidField('to', ERROR_CODES.required, 'is required');
  if (from > to) throw invalidField('from', ERROR_CODES.invalidRange, 'must not be after to');
  return { from, to };
}

/** The owner's runs, newest first, each with its invoices counted and summed per currency. */
export async function payoutRuns(ctx: AppContext, session: Session): Promise<PayoutRunSummary[]> {
  const networkId = ownersNetwork(session);
  const [runs, totals] = await Promise.all([
    runStore(ctx.db, networkId).runs(),
    invoiceStore(ctx.db, networkId).runTotals(),
  ]);
  return runs.map((run) => {
    const own = totals.filter((row) => row.run_id === run.id);
    return {
      id: run.id,
      period_from: run.period_from,
      period_to: run.period_to,
      status: run.status,
      created_at: run.created_at,
      approved_at: run.approved_at,
      invoices: own.reduce((sum, row) => sum + Number(row.invoices), 0),
      totals: own.map((row) => ({ currency: row.currency, total: Number(row.total) })),
    };
  });
}

export async function payoutRun(ctx: AppContext, session: Session, runId: number): Promise<PayoutRun> {
  const networkId = ownersNetwork(session);
  const run = await runStore(ctx.db, networkId).run(runId);
  if (!run) throw RUN_NOT_FOUND();
  return runView(ctx.db, networkId, run);
}

/**
 * The owner starts a run for a period: a draft invoice per publisher and currency (proposals.ts). Two starts of one
 * period at once (two tabs, two nodes) give one run: the second fails on the run's unique period, a 409.
 */
export async function startPayoutRun(ctx: AppContext, session: Session, input: PayoutRunInput): Promise<PayoutRun> {
  const networkId = ownersNetwork(session);
  const period = periodOf(input);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const runs = runStore(trx, networkId);
      const runId = await runs.insertRun(period, session.user.id);
      await proposeInvoices(trx, networkId, runId, period);
      await recordAudit(trx, {
        networkId,
        userId: session.user.id,
        action: 'settlement.run.start',
        logStatus: `Payout run ${period.from} – ${period.to} started`,
        subject: `${period.from} – ${period.to}`,
        changes: [],
        details: { run_id: runId },
      });
      const run = await runs.run(runId);
      if (!run) throw RUN_NOT_FOUND();
      return runView(trx, networkId, run);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw RUN_EXISTS();
    throw error;
  }
}

/** The owner discards a draft run and its invoices; an approved run stays. */
export async function deletePayoutRun(ctx: AppContext, session: Session, runId: number): Promise<void> {
  const networkId = ownersNetwork(session);
  await ctx.db.transaction().execute(async (trx) => {
    const runs = runStore(trx, networkId);
    const run = await runs.run(runId);
    if (!run) throw RUN_NOT_FOUND();
    if (!(await runs.deleteDraftRun(runId))) throw ALREADY_APPROVED();
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'settlement.run.delete',
      logStatus: `Payout run ${run.period_from} – ${run.period_to} discarded`,
      subject: `${run.period_from} – ${run.period_to}`,
      changes: [],
      details: { run_id: runId },
    });
  });
}
