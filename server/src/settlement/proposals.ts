import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { invoiceStore, type NewLine } from './invoice-store';
import { type Account, type ProposedLine, runStore, type Window } from './run-store';
import { termsStore } from './terms-store';

/**
 * The days a run takes conversions of: its own period, and back to the first day of the network's earliest run, so
 * that what an earlier run left (a balance under the minimum, a conversion approved late) is taken by the next one.
 */
export async function windowOf(db: Kysely<Database>, networkId: number, period: Window): Promise<Window> {
  const earliest = await runStore(db, networkId).earliestFrom();
  return { from: earliest !== null && earliest < period.from ? earliest : period.from, to: period.to };
}

const conversionLine = (line: Omit<ProposedLine, 'publisher_id' | 'currency'>): NewLine => ({
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
 * A draft invoice per publisher and currency of the window's unheld approved conversions (lines per offer and goal)
 * and his waiting adjustments. None under the network's minimum of that currency, nor for nothing owed: the balance
 * carries over to the next run.
 */
export async function proposeInvoices(db: Kysely<Database>, networkId: number, runId: number, period: Window) {
  const runs = runStore(db, networkId);
  const invoices = invoiceStore(db, networkId);
  const window = await windowOf(db, networkId, period);
  const minimums = new Map((await termsStore(db, networkId).minimums()).map((row) => [row.currency, row.amount]));
  const accounts = new Map<string, Account & { lines: NewLine[] }>();
  const accountOf = (publisherId: number, currency: string) => {
    const key = `${publisherId}:${currency}`;
    const account = accounts.get(key) ?? { publisherId, currency, lines: [] };
    accounts.set(key, account);
    return account;
  };
  for (const line of await runs.proposedLines(window))
    accountOf(line.publisher_id, line.currency).lines.push(conversionLine(line));
  for (const adjustment of await runs.waitingAdjustments())
    accountOf(adjustment.publisher_id, adjustment.currency).lines.push(adjustmentLine(adjustment));
  for (const account of accounts.values()) {
    const total = account.lines.reduce((sum, line) => sum + Number(line.amount), 0);
    if (total <= 0 || total < (minimums.get(account.currency) ?? 0)) continue;
    const invoiceId = await invoices.insertInvoice(runId, account.publisherId, account.currency);
    await invoices.insertLines(invoiceId, account.lines);
    await invoices.sumLines(invoiceId);
  }
}

/**
 * Approves each draft invoice of a run, inside the run's approval transaction: its lines become the conversions it
 * now holds (approved since the draft, or no longer) and the adjustments it takes, beside the owner's own adjustment
 * lines; then it gets the network's next number. An invoice left with no line is dropped, without a number.
 */
export async function approveInvoices(db: Kysely<Database>, networkId: number, runId: number, period: Window) {
  const runs = runStore(db, networkId);
  const invoices = invoiceStore(db, networkId);
  const window = await windowOf(db, networkId, period);
  for (const invoice of await invoices.ofRun(runId)) {
    const account = { publisherId: invoice.publisher_id, currency: invoice.currency };
    await invoices.clearProposedLines(invoice.id);
    await runs.holdConversions(invoice.id, window, account);
    await invoices.insertLines(invoice.id, (await invoices.heldLines(invoice.id)).map(conversionLine));
    await invoices.insertLines(invoice.id, (await runs.takeAdjustments(invoice.id, account)).map(adjustmentLine));
    if ((await invoices.lines([invoice.id])).length === 0) {
      await invoices.remove(invoice.id);
      continue;
    }
    await invoices.sumLines(invoice.id);
    await invoices.approve(invoice.id, await invoices.nextNumber());
  }
}
