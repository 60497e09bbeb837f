import type { BillingRun } from '@affnet/contracts';
import { ownersNetwork } from '../invoicing/owners-network';
import { closeRun } from '../invoicing/run-lifecycle';
import type { AppContext, Session } from '../shared/context';
import { queueAdvertiserInvoiceMails } from './invoice-mail';
import { billingRunKind } from './runs';

/**
 * The owner sends a run, once, atomically (invoicing/run-lifecycle.ts's closeRun): its invoices take gapless numbers
 * from the network's advertiser counter. Each advertiser's invoice mail is queued in that transaction too, linking to
 * `protocol`://his dashboard.
 */
export function sendBillingRun(
  ctx: AppContext,
  session: Session,
  runId: number,
  protocol = 'https',
): Promise<BillingRun> {
  const networkId = ownersNetwork(session);
  return closeRun(billingRunKind, ctx, networkId, session, runId, (trx, view) =>
    queueAdvertiserInvoiceMails(ctx, trx, networkId, view.invoices, protocol),
  );
}
