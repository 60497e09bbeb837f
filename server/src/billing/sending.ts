import type { BillingRun } from '@affnet/contracts';
import { ownersNetwork } from '../settlement/access';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { queueAdvertiserInvoiceMails } from './invoice-mail';
import { sendAdvertiserInvoices } from './proposals';
import { billingRunStore } from './run-store';
import { ALREADY_SENT, RUN_NOT_FOUND } from './runs';
import { billingRunView } from './views';

/**
 * The owner sends a run, in one transaction: the run's status changes only from draft (a conditional update), so of
 * concurrent sendings, even on two nodes, one sends and the others get a 409; its invoices then hold their conversions
 * and take numbers from the network's advertiser counter in the same transaction (gapless: a rollback returns them).
 * Each advertiser's invoice mail is queued in that transaction too, linking to `protocol`://his dashboard.
 */
export async function sendBillingRun(
  ctx: AppContext,
  session: Session,
  runId: number,
  protocol = 'https',
): Promise<BillingRun> {
  const networkId = ownersNetwork(session);
  return ctx.db.transaction().execute(async (trx) => {
    const runs = billingRunStore(trx, networkId);
    const run = await runs.run(runId);
    if (!run) throw RUN_NOT_FOUND();
    if (!(await runs.markRunSent(runId, session.user.id))) throw ALREADY_SENT();
    await sendAdvertiserInvoices(trx, networkId, runId, { from: run.period_from, to: run.period_to });
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'billing.run.send',
      logStatus: `Billing run ${run.period_from} – ${run.period_to} sent`,
      subject: `${run.period_from} – ${run.period_to}`,
      changes: [{ field: 'advertiser_invoice_status', before: 'draft', after: 'sent' }],
      details: { run_id: runId },
    });
    const sent = await runs.run(runId);
    if (!sent) throw RUN_NOT_FOUND();
    const view = await billingRunView(trx, networkId, sent);
    await queueAdvertiserInvoiceMails(ctx, trx, networkId, view.invoices, protocol);
    return view;
  });
}
