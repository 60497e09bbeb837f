import type { Window } from './run-period';

/** One party's money in one currency: a publisher's payout (settlement) or an advertiser's revenue owed (billing). */
export interface Account {
  partyId: number;
  currency: string;
}

/** The conversions of an offer's goal in one invoice line. */
export interface ConversionTotals {
  offer_id: number;
  offer_name: string;
  goal: string | null;
  conversions: number;
  amount: number;
}

export interface WaitingAdjustment {
  id: number;
  amount: number;
  reason: string;
}

/** A line as an invoice's store inserts it (invoice_lines, advertiser_invoice_lines). */
export interface NewInvoiceLine {
  kind: 'conversions' | 'adjustment';
  offer_id: number | null;
  offer_name: string | null;
  goal: string | null;
  conversions: number;
  amount: number;
  reason: string | null;
  adjustment_id: number | null;
}

/** One network's run and invoice stores of a kind, as drafting and closing a run's invoices use them. */
export interface InvoiceDrafts {
  /** The first day of the network's earliest run of this kind. */
  earliestFrom: () => Promise<string | null>;
  proposedLines: (window: Window) => Promise<Array<Account & ConversionTotals>>;
  waitingAdjustments: () => Promise<Array<Account & WaitingAdjustment>>;
  /** The least total per currency an invoice is made for (a publisher's minimum payout); none: 0. */
  minimums: () => Promise<Map<string, number>>;
  insertInvoice: (runId: number, account: Account) => Promise<number>;
  insertLines: (invoiceId: number, lines: NewInvoiceLine[]) => Promise<void>;
  sumLines: (invoiceId: number) => Promise<unknown>;
  draftsOf: (runId: number) => Promise<Array<Account & { id: number }>>;
  clearProposedLines: (invoiceId: number) => Promise<void>;
  holdConversions: (invoiceId: number, window: Window, account: Account) => Promise<void>;
  heldLines: (invoiceId: number) => Promise<ConversionTotals[]>;
  takeAdjustments: (invoiceId: number, account: Account) => Promise<WaitingAdjustment[]>;
  hasLines: (invoiceId: number) => Promise<boolean>;
  remove: (invoiceId: number) => Promise<void>;
  /**
   * Made once per closing of the run's period: gives an invoice the network's next number, its closed status (approved,
   * sent) and its days (issued, due, payable).
   */
  issuer: (period: Window) => Promise<(invoiceId: number, account: Account) => Promise<void>>;
}

/**
 * The days a run takes conversions of: its own period, and back to the first day of the network's earliest run, so
 * that what an earlier run left (a balance under the minimum, a conversion approved late) is taken by the next one.
 */
export async function windowOf(drafts: InvoiceDrafts, period: Window): Promise<Window> {
  const earliest = await drafts.earliestFrom();
  return { from: earliest !== null && earliest < period.from ? earliest : period.from, to: period.to };
}

const conversionLine = (line: ConversionTotals): NewInvoiceLine => ({
  kind: 'conversions',
  offer_id: line.offer_id,
  offer_name: line.offer_name,
  goal: line.goal,
  conversions: line.conversions,
  amount: line.amount,
  reason: null,
  adjustment_id: null,
});

const adjustmentLine = (adjustment: WaitingAdjustment): NewInvoiceLine => ({
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
 * A draft invoice per party and currency of the window's unheld approved conversions (lines per offer and goal) and
 * his waiting adjustments. None under the minimum of that currency, nor for nothing owed: it carries over.
 */
export async function proposeDrafts(drafts: InvoiceDrafts, runId: number, period: Window) {
  const window = await windowOf(drafts, period);
  const minimums = await drafts.minimums();
  const accounts = new Map<string, Account & { lines: NewInvoiceLine[] }>();
  const accountOf = ({ partyId, currency }: Account) => {
    const key = `${partyId}:${currency}`;
    const account = accounts.get(key) ?? { partyId, currency, lines: [] };
    accounts.set(key, account);
    return account;
  };
  for (const line of await drafts.proposedLines(window)) accountOf(line).lines.push(conversionLine(line));
  for (const adjustment of await drafts.waitingAdjustments())
    accountOf(adjustment).lines.push(adjustmentLine(adjustment));
  for (const account of accounts.values()) {
    const total = account.lines.reduce((sum, line) => sum + Number(line.amount), 0);
    if (total <= 0 || total < (minimums.get(account.currency) ?? 0)) continue;
    const invoiceId = await drafts.insertInvoice(runId, account);
    await drafts.insertLines(invoiceId, account.lines);
    await drafts.sumLines(invoiceId);
  }
}

/**
 * Closes each draft invoice of a run, inside the run's closing transaction: its lines become the conversions it now
 * holds (approved since the draft, or no longer) and the adjustments it takes, beside the owner's own adjustment
 * lines; then it gets the network's next number. An invoice left with no line is dropped, without a number.
 */
export async function closeDrafts(drafts: InvoiceDrafts, runId: number, period: Window) {
  const window = await windowOf(drafts, period);
  const issue = await drafts.issuer(period);
  for (const invoice of await drafts.draftsOf(runId)) {
    const account = { partyId: invoice.partyId, currency: invoice.currency };
    await drafts.clearProposedLines(invoice.id);
    await drafts.holdConversions(invoice.id, window, account);
    await drafts.insertLines(invoice.id, (await drafts.heldLines(invoice.id)).map(conversionLine));
    await drafts.insertLines(invoice.id, (await drafts.takeAdjustments(invoice.id, account)).map(adjustmentLine));
    if (!(await drafts.hasLines(invoice.id))) {
      await drafts.remove(invoice.id);
      continue;
    }
    await drafts.sumLines(invoice.id);
    await issue(invoice.id, account);
  }
}
