import type { PayoutRun } from '@affnet/contracts';
import { closeRun } from '../invoicing/run-lifecycle';
import type { AppContext, Session } from '../shared/context';
import { ownersNetwork } from './access';
import { payoutRunKind } from './runs';
import { queueStatementMails } from './statement-mail';

/**
 * The owner approves a run, once, atomically (invoicing/run-lifecycle.ts's closeRun): its invoices take gapless
 * numbers from the network's publisher counter. Each publisher's "statement ready" mail is queued in that transaction
 * too, linking to `protocol`://his dashboard.
 */
export function approvePayoutRun(
  ctx: AppContext,
  session: Session,
  runId: number,
  protocol = 'https',
): Promise<PayoutRun> {
  const networkId = ownersNetwork(session);
  return closeRun(payoutRunKind, ctx, networkId, session, runId, (trx, view) =>
    queueStatementMails(ctx, trx, networkId, view.invoices, protocol),
  );
}
