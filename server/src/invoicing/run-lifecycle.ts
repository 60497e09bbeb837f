import type { AuditField } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import type { Database } from '../shared/db/schema';
import type { AppError } from '../shared/errors';
import { type RunTotalRow, runTotalsOf } from './invoice-lines';
import { periodOf, type Window } from './run-period';

/** What every run row has, a payout run's or a billing run's. */
export interface RunRow {
  id: number;
  period_from: string;
  period_to: string;
}

/** One network's runs of a kind, as its store gives them (payout_runs or billing_runs). */
export interface RunRows<Row extends RunRow> {
  /** The network's runs of this kind, newest first. */
  runs: () => Promise<Row[]>;
  run: (id: number) => Promise<Row | undefined>;
  insertRun: (window: Window, userId: number) => Promise<number>;
  deleteDraftRun: (id: number) => Promise<boolean>;
  /** Draft → closed (approved, sent) by a conditional update: true for the one caller that changed the row. */
  closeRun: (id: number, userId: number) => Promise<boolean>;
}

/**
 * What differs between publisher settlement (payout runs, approved) and advertiser billing (billing runs, sent): the
 * run's store, how its invoices are drafted and closed, its view, its errors and its audit words.
 */
export interface RunKind<Row extends RunRow, View, Summary = unknown> {
  rows: (db: Kysely<Database>, networkId: number) => RunRows<Row>;
  /** Each run's invoices counted and summed per currency. */
  runTotals: (db: Kysely<Database>, networkId: number) => Promise<RunTotalRow[]>;
  /** A run as the owner's list shows it, with its invoices counted and its totals per currency. */
  summary: (run: Row, counted: ReturnType<typeof runTotalsOf>) => Summary;
  /** A draft invoice per account and currency of the period, in the start's transaction. */
  propose: (db: Kysely<Database>, networkId: number, runId: number, period: Window) => Promise<void>;
  /** The run's invoices hold their conversions and take gapless numbers, in the closing's transaction. */
  close: (db: Kysely<Database>, networkId: number, runId: number, period: Window) => Promise<void>;
  view: (db: Kysely<Database>, networkId: number, run: Row) => Promise<View>;
  runNotFound: () => AppError;
  runExists: () => AppError;
  alreadyClosed: () => AppError;
  audit: {
    /** 'settlement' or 'billing': the audit actions' prefix. */
    area: string;
    /** 'approve' or 'send', and its past ('approved', 'sent'): the closing's action and status. */
    close: string;
    closed: string;
    /** The status field the closing changes in the audit log. */
    statusField: AuditField;
  };
}

/**
 * A run's period, its audit entries' subject and note: digits any reader's language reads, while the page words the
 * action itself in the reader's language (an English sentence here showed on a French audit log).
 */
const subjectOf = (period: Window) => `${period.from} – ${period.to}`;
const periodOfRow = (run: RunRow): Window => ({ from: run.period_from, to: run.period_to });

/** The owner's runs of a kind, newest first, each with its invoices counted and summed per currency. */
export async function listRuns<Row extends RunRow, View, Summary>(
  kind: RunKind<Row, View, Summary>,
  db: Kysely<Database>,
  networkId: number,
): Promise<Summary[]> {
  const [runs, totals] = await Promise.all([kind.rows(db, networkId).runs(), kind.runTotals(db, networkId)]);
  return runs.map((run) => kind.summary(run, runTotalsOf(run.id, totals)));
}

/** One run of the network with its invoices; another network's, or none, is not found. */
export async function readRun<Row extends RunRow, View>(
  kind: RunKind<Row, View>,
  db: Kysely<Database>,
  networkId: number,
  runId: number,
): Promise<View> {
  const run = await kind.rows(db, networkId).run(runId);
  if (!run) throw kind.runNotFound();
  return kind.view(db, networkId, run);
}

/**
 * The owner starts a run for a period: a draft invoice per account and currency. Two starts of one period at once
 * (two tabs, two nodes) give one run: the second fails on the run's unique period, a 409.
 */
export async function startRun<Row extends RunRow, View>(
  kind: RunKind<Row, View>,
  ctx: AppContext,
  networkId: number,
  session: Session,
  input: { from: string; to: string },
): Promise<View> {
  const period = periodOf(input);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const runs = kind.rows(trx, networkId);
      const runId = await runs.insertRun(period, session.user.id);
      await kind.propose(trx, networkId, runId, period);
      await recordAudit(trx, {
        networkId,
        userId: session.user.id,
        action: `${kind.audit.area}.run.start`,
        logStatus: subjectOf(period),
        subject: subjectOf(period),
        changes: [],
        details: { run_id: runId },
      });
      const run = await runs.run(runId);
      if (!run) throw kind.runNotFound();
      return kind.view(trx, networkId, run);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw kind.runExists();
    throw error;
  }
}

/** The owner discards a draft run and its invoices; a closed run stays (409). */
export async function discardRun<Row extends RunRow, View>(
  kind: RunKind<Row, View>,
  ctx: AppContext,
  networkId: number,
  session: Session,
  runId: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const runs = kind.rows(trx, networkId);
    const run = await runs.run(runId);
    if (!run) throw kind.runNotFound();
    if (!(await runs.deleteDraftRun(runId))) throw kind.alreadyClosed();
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: `${kind.audit.area}.run.delete`,
      logStatus: subjectOf(periodOfRow(run)),
      subject: subjectOf(periodOfRow(run)),
      changes: [],
      details: { run_id: runId },
    });
  });
}

/**
 * The owner closes (approves, sends) a run, in one transaction: the run's status changes only from draft (a
 * conditional update), so of concurrent closings, even on two nodes, one closes and the others get a 409; its invoices
 * then hold their conversions and take numbers from the network's counter in the same transaction (gapless: a
 * rollback returns them). `then` runs in that transaction too, with the closed run's view (the mails to queue).
 */
export async function closeRun<Row extends RunRow, View>(
  kind: RunKind<Row, View>,
  ctx: AppContext,
  networkId: number,
  session: Session,
  runId: number,
  then: (trx: Kysely<Database>, view: View) => Promise<void>,
): Promise<View> {
  return ctx.db.transaction().execute(async (trx) => {
    const runs = kind.rows(trx, networkId);
    const run = await runs.run(runId);
    if (!run) throw kind.runNotFound();
    if (!(await runs.closeRun(runId, session.user.id))) throw kind.alreadyClosed();
    await kind.close(trx, networkId, runId, periodOfRow(run));
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: `${kind.audit.area}.run.${kind.audit.close}`,
      logStatus: subjectOf(periodOfRow(run)),
      subject: subjectOf(periodOfRow(run)),
      changes: [{ field: kind.audit.statusField, before: 'draft', after: kind.audit.closed }],
      details: { run_id: runId },
    });
    const closed = await runs.run(runId);
    if (!closed) throw kind.runNotFound();
    const view = await kind.view(trx, networkId, closed);
    await then(trx, view);
    return view;
  });
}
