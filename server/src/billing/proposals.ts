import type { Kysely } from 'kysely';
import { closeDrafts, type InvoiceDrafts, proposeDrafts } from '../invoicing/invoice-drafts';
import { networkToday } from '../invoicing/network-today';
import type { Window } from '../invoicing/run-period';
import type { Database } from '../shared/db/schema';
import { addDays } from '../shared/time-zones';
import { advertiserInvoiceStore } from './invoice-store';
import { billingRunStore } from './run-store';
import { billingTermsStore } from './terms-store';

/**
 * A billing run's invoices, drafted and sent by invoicing/invoice-drafts.ts: the advertisers' revenue owed. No
 * minimum (a credit carries over as nothing owed); a sent invoice is issued today and due the network's net days later.
 */
function billingDrafts(db: Kysely<Database>, networkId: number): InvoiceDrafts {
  const runs = billingRunStore(db, networkId);
  const invoices = advertiserInvoiceStore(db, networkId);
  const advertiser = (account: { partyId: number; currency: string }) => ({
    advertiserId: account.partyId,
    currency: account.currency,
  });
  return {
    earliestFrom: runs.earliestFrom,
    proposedLines: async (window) =>
      (await runs.proposedLines(window)).map((line) => ({ ...line, partyId: line.advertiser_id })),
    waitingAdjustments: async () =>
      (await runs.waitingAdjustments()).map((adjustment) => ({ ...adjustment, partyId: adjustment.advertiser_id })),
    minimums: async () => new Map(),
    insertInvoice: (runId, account) => invoices.insertInvoice(runId, account.partyId, account.currency),
    insertLines: invoices.insertLines,
    sumLines: invoices.sumLines,
    draftsOf: async (runId) =>
      (await invoices.ofRun(runId)).map((invoice) => ({ ...invoice, partyId: invoice.advertiser_id })),
    clearProposedLines: invoices.clearProposedLines,
    holdConversions: (invoiceId, window, account) => runs.holdConversions(invoiceId, window, advertiser(account)),
    heldLines: invoices.heldLines,
    takeAdjustments: (invoiceId, account) => runs.takeAdjustments(invoiceId, advertiser(account)),
    hasLines: async (invoiceId) => (await invoices.lines([invoiceId])).length > 0,
    remove: invoices.remove,
    issuer: async () => {
      const issuedOn = await networkToday(db, networkId);
      const dueOn = addDays(issuedOn, await billingTermsStore(db, networkId).netDays());
      return async (invoiceId) =>
        invoices.send(invoiceId, await invoices.nextNumber(), { issued_on: issuedOn, due_on: dueOn });
    },
  };
}

/** A draft invoice per advertiser and currency of the window's unheld approved revenue and his waiting adjustments. */
export function proposeAdvertiserInvoices(db: Kysely<Database>, networkId: number, runId: number, period: Window) {
  return proposeDrafts(billingDrafts(db, networkId), runId, period);
}

/** Sends each draft invoice of a run, inside the run's sending transaction, numbered by the advertiser counter. */
export function sendAdvertiserInvoices(db: Kysely<Database>, networkId: number, runId: number, period: Window) {
  return closeDrafts(billingDrafts(db, networkId), runId, period);
}
