import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { addDays } from '../shared/time-zones';
import { advertiserInvoiceStore, type NewLine } from './invoice-store';
import { type Account, billingRunStore, type ProposedLine, type Window } from './run-store';
import { billingTermsStore } from './terms-store';
import { networkToday } from './today';

/**
 * The days a run takes conversions of: its own period, and back to the first day of the network's earliest run, so
 * that a conversion approved after its period's invoices were sent is taken by the next run.
 */
async function windowOf(db: Kysely<Database>, networkId: number, period: Window): Promise<Window> {
  const earliest = await billingRunStore(db, networkId).earliestFrom();
  return { from: earliest !== null && earliest < period.from ? earliest : period.from, to: period.to };
}

const conversionLine = (line: Omit<ProposedLine, 'advertiser_id' | 'currency'>): NewLine => ({
  kind: 'conversions',
  offer_id: line.offer_id,
  offer_name: line.offer_name,
  goal: line.goal,
  conversions: line.conversions,
  amount: line.amount,
  reason: null,
  adjustment_id: null,
});

const adjustmentLine = (adjustment: { id: number; amount: number; reason: string }): NewLine => ({
  kind: 'adjustment',
  offer_id: null,
  offer_name: null,
  goal: null,
  conversions: 0,
  amount: Number(adjustment.amount),
  reason: adjustment.reason,
  adjustment_id: adjustment.id,
});

/**
 * A draft invoice per advertiser and currency of the window's unheld approved revenue (lines per offer and goal) and
 * his waiting adjustments. None for nothing owed (a credit carries over to the next run).
 */
export async function proposeAdvertiserInvoices(
  db: Kysely<Database>,
  networkId: number,
  runId: number,
  period: Window,
) {
  const runs = billingRunStore(db, networkId);
  const invoices = advertiserInvoiceStore(db, networkId);
  const window = await windowOf(db, networkId, period);
  const accounts = new Map<string, Account & { lines: NewLine[] }>();
  const accountOf = (advertiserId: number, currency: string) => {
    const key = `${advertiserId}:${currency}`;
    const account = accounts.get(key) ?? { advertiserId, currency, lines: [] };
    accounts.set(key, account);
    return account;
  };
  for (const line of await runs.proposedLines(window))
    accountOf(line.advertiser_id, line.currency).lines.push(conversionLine(line));
  for (const adjustment of await runs.waitingAdjustments())
    accountOf(adjustment.advertiser_id, adjustment.currency).lines.push(adjustmentLine(adjustment));
  for (const account of accounts.values()) {
    const total = account.lines.reduce((sum, line) => sum + Number(line.amount), 0);
    if (total <= 0) continue;
    const invoiceId = await invoices.insertInvoice(runId, account.advertiserId, account.currency);
    await invoices.insertLines(invoiceId, account.lines);
    await invoices.sumLines(invoiceId);
  }
}

/**
 * Sends each draft invoice of a run, inside the run's sending transaction: its lines become the conversions it now
 * holds and the adjustments it takes, beside the owner's own adjustment lines; then it gets the network's next
 * advertiser number, is issued today and due the network's net days later. One left with no line is dropped.
 */
export async function sendAdvertiserInvoices(db: Kysely<Database>, networkId: number, runId: number, period: Window) {
  const runs = billingRunStore(db, networkId);
  const invoices = advertiserInvoiceStore(db, networkId);
  const window = await windowOf(db, networkId, period);
  const issuedOn = await networkToday(db, networkId);
  const dueOn = addDays(issuedOn, await billingTermsStore(db, networkId).netDays());
  for (const invoice of await invoices.ofRun(runId)) {
    const account = { advertiserId: invoice.advertiser_id, currency: invoice.currency };
    await invoices.clearProposedLines(invoice.id);
    await runs.holdConversions(invoice.id, window, account);
    await invoices.insertLines(invoice.id, (await invoices.heldLines(invoice.id)).map(conversionLine));
    await invoices.insertLines(invoice.id, (await runs.takeAdjustments(invoice.id, account)).map(adjustmentLine));
    if ((await invoices.lines([invoice.id])).length === 0) {
      await invoices.remove(invoice.id);
      continue;
    }
    await invoices.sumLines(invoice.id);
    await invoices.send(invoice.id, await invoices.nextNumber(), { issued_on: issuedOn, due_on: dueOn });
  }
}
