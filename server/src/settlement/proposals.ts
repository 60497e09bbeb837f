import type { Kysely } from 'kysely';
import { closeDrafts, type InvoiceDrafts, proposeDrafts } from '../invoicing/invoice-drafts';
import { networkToday } from '../invoicing/network-today';
import type { Window } from '../invoicing/run-period';
import type { Database } from '../shared/db/schema';
import { invoiceStore } from './invoice-store';
import { runStore } from './run-store';
import { payableOn, paymentTermsOf, termOfPublisher } from './terms';
import { termsStore } from './terms-store';

/** A payout run's invoices, drafted and approved by invoicing/invoice-drafts.ts: the publishers' payouts. */
function payoutDrafts(db: Kysely<Database>, networkId: number): InvoiceDrafts {
  const runs = runStore(db, networkId);
  const invoices = invoiceStore(db, networkId);
  const publisher = (account: { partyId: number; currency: string }) => ({
    publisherId: account.partyId,
    currency: account.currency,
  });
  return {
    earliestFrom: runs.earliestFrom,
    proposedLines: async (window) =>
      (await runs.proposedLines(window)).map((line) => ({ ...line, partyId: line.publisher_id })),
    waitingAdjustments: async () =>
      (await runs.waitingAdjustments()).map((adjustment) => ({ ...adjustment, partyId: adjustment.publisher_id })),
    minimums: async () =>
      new Map((await termsStore(db, networkId).minimums()).map((row) => [row.currency, row.amount])),
    insertInvoice: (runId, account) => invoices.insertInvoice(runId, account.partyId, account.currency),
    insertLines: invoices.insertLines,
    sumLines: invoices.sumLines,
    draftsOf: async (runId) =>
      (await invoices.ofRun(runId)).map((invoice) => ({ ...invoice, partyId: invoice.publisher_id })),
    clearProposedLines: invoices.clearProposedLines,
    holdConversions: (invoiceId, window, account) => runs.holdConversions(invoiceId, window, publisher(account)),
    heldLines: invoices.heldLines,
    takeAdjustments: (invoiceId, account) => runs.takeAdjustments(invoiceId, publisher(account)),
    hasLines: async (invoiceId) => (await invoices.lines([invoiceId])).length > 0,
    remove: invoices.remove,
    issuer: async (period) => {
      const [approvedOn, terms] = await Promise.all([networkToday(db, networkId), paymentTermsOf(db, networkId)]);
      return async (invoiceId, account) =>
        invoices.approve(
          invoiceId,
          await invoices.nextNumber(),
          payableOn(termOfPublisher(terms, account.partyId), period, approvedOn),
        );
    },
  };
}

/**
 * A draft invoice per publisher and currency of the window's unheld approved conversions and his waiting
 * adjustments. None under the network's minimum of that currency, nor for nothing owed: the balance carries over.
 */
export function proposeInvoices(db: Kysely<Database>, networkId: number, runId: number, period: Window) {
  return proposeDrafts(payoutDrafts(db, networkId), runId, period);
}

/** Approves each draft invoice of a run, inside the run's approval transaction, numbered by the publisher counter. */
export function approveInvoices(db: Kysely<Database>, networkId: number, runId: number, period: Window) {
  return closeDrafts(payoutDrafts(db, networkId), runId, period);
}
