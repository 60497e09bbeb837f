import type { PayoutRun } from '@affnet/contracts';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { ownersNetwork } from './access';
import { runView } from './invoice-views';
import { approveInvoices } from './proposals';
import { runStore } from './run-store';
import { ALREADY_APPROVED, RUN_NOT_FOUND } from './runs';
import { queueStatementMails } from './statement-mail';

/**
 * The owner approves a run, in one transaction: the run's status changes only from draft (a conditional update), so
 * of concurrent approvals, even on two nodes, one approves and the others get a 409; its invoices then hold their
 * conversions and take numbers from the network's counter in the same transaction (gapless: a rollback returns them).
 * Each publisher's "statement ready" mail is queued in that transaction too, linking to `protocol`://his dashboard.
 */
export async function approvePayoutRun(
  ctx: AppContext,
  session: Session,
  runId: number,
  protocol = 'https',
): Promise<PayoutRun> {
  const networkId = ownersNetwork(session);
  return ctx.db.transaction().execute(async (trx) => {
    const runs = runStore(trx, networkId);
    const run = await runs.run(runId);
    if (!run) throw RUN_NOT_FOUND();
    if (!(await runs.approveRun(runId, session.user.id))) throw ALREADY_APPROVED();
    await approveInvoices(trx, networkId, runId, { from: run.period_from, to: run.period_to });
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'settlement.run.approve',
      logStatus: `Payout run ${run.period_from} – ${run.period_to} approved`,
      subject: `${run.period_from} – ${run.period_to}`,
      changes: [{ field: 'invoice_status', before: 'draft', after: 'approved' }],
      details: { run_id: runId },
    });
    const approved = await runs.run(runId);
    if (!approved) throw RUN_NOT_FOUND();
    const view = await runView(trx, networkId, approved);
    await queueStatementMails(ctx, trx, networkId, view.invoices, protocol);
    return view;
  });
}
