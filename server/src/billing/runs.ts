import type { BillingRun, BillingRunInput, BillingRunSummary } from '@affnet/contracts';
import { ownersNetwork } from '../settlement/access';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import { AppError, ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { dayOf } from '../statistics/report-period';
import { advertiserInvoiceStore } from './invoice-store';
import { proposeAdvertiserInvoices } from './proposals';
import { billingRunStore } from './run-store';
import { billingRunView } from './views';

export const RUN_NOT_FOUND = () => notFound('Billing run not found');
const RUN_EXISTS = () => new AppError(409, ERROR_CODES.billingRunExists, 'A billing run of this period already exists');
export const ALREADY_SENT = () =>
  new AppError(409, ERROR_CODES.alreadySent, 'Already sent: a sent invoice never changes');

/** The period's days (YYYY-MM-DD of the network's zone): each a date that exists, `from` not after `to`. */
function periodOf(input: BillingRunInput) {
  const from = dayOf({ ...input }, 'from');
  const to = dayOf({ ...input }, 'to');
  if (from === undefined) throw invalidField('from', ERROR_CODES.required, 'is required');
  if (to === undefined) throw invalidField('to', ERROR_CODES.required, 'is required');
  if (from > to) throw invalidField('from', ERROR_CODES.invalidRange, 'must not be after to');
  return { from, to };
}

/** The owner's billing runs, newest first, each with its invoices counted and summed per currency. */
export async function billingRuns(ctx: AppContext, session: Session): Promise<BillingRunSummary[]> {
  const networkId = ownersNetwork(session);
  const [runs, totals] = await Promise.all([
    billingRunStore(ctx.db, networkId).runs(),
    advertiserInvoiceStore(ctx.db, networkId).runTotals(),
  ]);
  return runs.map((run) => {
    const own = totals.filter((row) => row.run_id === run.id);
    return {
      id: run.id,
      period_from: run.period_from,
      period_to: run.period_to,
      status: run.status,
      created_at: run.created_at,
      sent_at: run.sent_at,
      invoices: own.reduce((sum, row) => sum + Number(row.invoices), 0),
      totals: own.map((row) => ({ currency: row.currency, total: Number(row.total) })),
    };
  });
}

export async function billingRun(ctx: AppContext, session: Session, runId: number): Promise<BillingRun> {
  const networkId = ownersNetwork(session);
  const run = await billingRunStore(ctx.db, networkId).run(runId);
  if (!run) throw RUN_NOT_FOUND();
  return billingRunView(ctx.db, networkId, run);
}

/**
 * The owner makes a period's invoices: a draft per advertiser and currency (proposals.ts). Two starts of one period
 * at once (two tabs, two nodes) give one run: the second fails on the run's unique period, a 409.
 */
export async function startBillingRun(ctx: AppContext, session: Session, input: BillingRunInput): Promise<BillingRun> {
  const networkId = ownersNetwork(session);
  const period = periodOf(input);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const runs = billingRunStore(trx, networkId);
      const runId = await runs.insertRun(period, session.user.id);
      await proposeAdvertiserInvoices(trx, networkId, runId, period);
      await recordAudit(trx, {
        networkId,
        userId: session.user.id,
        action: 'billing.run.start',
        logStatus: `Billing run ${period.from} – ${period.to} started`,
        subject: `${period.from} – ${period.to}`,
        changes: [],
        details: { run_id: runId },
      });
      const run = await runs.run(runId);
      if (!run) throw RUN_NOT_FOUND();
      return billingRunView(trx, networkId, run);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw RUN_EXISTS();
    throw error;
  }
}

/** The owner discards a draft run and its invoices; a sent run stays. */
export async function deleteBillingRun(ctx: AppContext, session: Session, runId: number): Promise<void> {
  const networkId = ownersNetwork(session);
  await ctx.db.transaction().execute(async (trx) => {
    const runs = billingRunStore(trx, networkId);
    const run = await runs.run(runId);
    if (!run) throw RUN_NOT_FOUND();
    if (!(await runs.deleteDraftRun(runId))) throw ALREADY_SENT();
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'billing.run.delete',
      logStatus: `Billing run ${run.period_from} – ${run.period_to} discarded`,
      subject: `${run.period_from} – ${run.period_to}`,
      changes: [],
      details: { run_id: runId },
    });
  });
}
