import type { PayoutRun } from '@affnet/contracts';
import type { TestApp } from '../helpers';
import { must, type Tokens } from './api';
import type { BaseIds, FixtureIds } from './types';

type SettlementIds = Pick<FixtureIds, 'run' | 'doomedRun' | 'draftInvoice' | 'invoice'>;

const invoiceOf = (run: PayoutRun) => {
  const invoice = run.invoices[0];
  if (!invoice) throw new Error(`payout run ${run.period_from} – ${run.period_to} proposed no invoice`);
  return invoice.id;
};

/**
 * Payout runs of Acme, made through the API: a draft run with a draft invoice, an approved run with a numbered
 * invoice of the demo publisher, a draft run to discard, and a publisher's own payment term to remove.
 */
export async function settlementFixtures(
  t: TestApp,
  tokens: Tokens,
  base: BaseIds,
  conversion: number,
): Promise<SettlementIds> {
  const { app } = t;
  const owner = tokens.owner;
  // The tracking fixtures' conversion, approved: the runs below have something to invoice.
  await must(app, owner, 'POST', `/api/statistics/conversions/${conversion}/status`, { status: 'approved' });
  await must(app, owner, 'PUT', `/api/network/payment-terms/publishers/${base.spare}`, { term: 'weekly' });
  const draft = await must<PayoutRun>(app, owner, 'POST', '/api/network/payout-runs', {
    from: '2026-02-01',
    to: '2026-03-31',
  });
  const approved = await must<PayoutRun>(app, owner, 'POST', '/api/network/payout-runs', {
    from: '2026-03-01',
    to: '2026-03-31',
  });
  const numbered = await must<PayoutRun>(app, owner, 'POST', `/api/network/payout-runs/${approved.id}/approve`);
  const doomed = await must<PayoutRun>(app, owner, 'POST', '/api/network/payout-runs', {
    from: '2024-01-01',
    to: '2024-01-31',
  });
  return { run: draft.id, draftInvoice: invoiceOf(draft), invoice: invoiceOf(numbered), doomedRun: doomed.id };
}
