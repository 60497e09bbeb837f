import type { BillingTerms } from '@affnet/contracts';
import { ownersNetwork } from '../invoicing/owners-network';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { billingTermsStore } from './terms-store';

export async function billingTerms(ctx: AppContext, session: Session): Promise<BillingTerms> {
  return { net_days: await billingTermsStore(ctx.db, ownersNetwork(session)).netDays() };
}

/** The owner sets how many days after issue an advertiser invoice is due (invoices sent from now on); audited. */
export async function setBillingTerms(ctx: AppContext, session: Session, input: BillingTerms): Promise<BillingTerms> {
  const networkId = ownersNetwork(session);
  return ctx.db.transaction().execute(async (trx) => {
    const store = billingTermsStore(trx, networkId);
    const before = await store.netDays();
    await store.setNetDays(input.net_days);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'billing.terms',
      logStatus: `Advertiser payment term set to ${input.net_days} days`,
      changes: [{ field: 'billing_net_days', before, after: input.net_days }],
    });
    return { net_days: input.net_days };
  });
}
