import type { BillingRun } from '@affnet/contracts';
import type { TestApp } from '../helpers';
import { must, type Tokens } from './api';
import type { FixtureIds } from './types';

type BillingIds = Pick<FixtureIds, 'billingRun' | 'doomedBillingRun' | 'draftAdvertiserInvoice' | 'advertiserInvoice'>;

const invoiceOf = (run: BillingRun) => {
  const invoice = run.invoices[0];
  if (!invoice) throw new Error(`billing run ${run.period_from} – ${run.period_to} proposed no invoice`);
  return invoice.id;
};

/**
 * Billing runs of Acme, made through the API after the settlement fixtures approved the tracking fixtures' conversion
 * (an offer of the demo advertiser): a draft run with a draft invoice, a sent run with a numbered invoice of the demo
 * advertiser, and a draft run to discard.
 */
export async function billingFixtures(t: TestApp, tokens: Tokens): Promise<BillingIds> {
  const { app } = t;
  const owner = tokens.owner;
  const draft = await must<BillingRun>(app, owner, 'POST', '/api/network/billing-runs', {
    from: '2026-02-01',
    to: '2026-03-31',
  });
  const toSend = await must<BillingRun>(app, owner, 'POST', '/api/network/billing-runs', {
    from: '2026-03-01',
    to: '2026-03-31',
  });
  const sent = await must<BillingRun>(app, owner, 'POST', `/api/network/billing-runs/${toSend.id}/send`);
  const doomed = await must<BillingRun>(app, owner, 'POST', '/api/network/billing-runs', {
    from: '2024-01-01',
    to: '2024-01-31',
  });
  return {
    billingRun: draft.id,
    draftAdvertiserInvoice: invoiceOf(draft),
    advertiserInvoice: invoiceOf(sent),
    doomedBillingRun: doomed.id,
  };
}
