import { type Kysely, sql } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';

/** The local days (YYYY-MM-DD of the network's zone) whose conversions a run takes. */
export interface Window {
  from: string;
  to: string;
}

/** One publisher's money in one currency. */
export interface Account {
  publisherId: number;
  currency: string;
}

/** Conversions of an offer's goal a publisher earned in one currency, not yet in an invoice. */
export interface ProposedLine {
  publisher_id: number;
  currency: string;
  offer_id: number;
  offer_name: string;
  goal: string | null;
  conversions: number;
  amount: number;
}

/**
 * Payout runs of one network (networks.id) and what they may take: approved conversions not withheld and not yet held
 * by an invoice (invoice_conversions), of the window's local days (`local_hour`: the day it counted in when it came).
 */
export function runStore(db: Kysely<Database>, networkId: number) {
  const unheld = (window: Window, account?: Account) =>
    db
      .selectFrom('conversions as c')
      .where('c.network_id', '=', networkId)
      .where('c.status', '=', 'approved')
      .where('c.withheld', '=', 0)
      .where('c.local_hour', '>=', `${window.from}T00`)
      .where('c.local_hour', '<=', `${window.to}T23`)
      .$if(account !== undefined, (q) =>
        q.where('c.publisher_id', '=', account?.publisherId ?? 0).where('c.currency', '=', account?.currency ?? ''),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invoice_conversions as ic')
              .select('ic.conversion_id')
              .whereRef('ic.conversion_id', '=', 'c.id'),
          ),
        ),
      );

  return {
    runs: () =>
      db.selectFrom('payout_runs').selectAll().where('network_id', '=', networkId).orderBy('id', 'desc').execute(),
    run: (id: number) =>
      db
        .selectFrom('payout_runs')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .executeTakeFirst(),
    /** A new draft run; a second run of the same period fails on its unique key (payout_runs_network_period). */
    insertRun: async (window: Window, userId: number) =>
      (
        await db
          .insertInto('payout_runs')
          .values({
            network_id: networkId,
            period_from: window.from,
            period_to: window.to,
            status: 'draft',
            created_by: userId,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    /** The first day of the network's earliest run: what a run's carried-over balances go back to. */
    earliestFrom: async () =>
      (
        await db
          .selectFrom('payout_runs')
          .select(sql<string | null>`min(period_from)`.as('first'))
          .where('network_id', '=', networkId)
          .executeTakeFirst()
      )?.first ?? null,
    /** Draft → approved, once: of concurrent approvals (even on two nodes) one changes the row, the others none. */
    approveRun: async (id: number, userId: number) => {
      const result = await db
        .updateTable('payout_runs')
        .set({ status: 'approved', approved_by: userId, approved_at: nowIso() })
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    deleteDraftRun: async (id: number) => {
      const result = await db
        .deleteFrom('payout_runs')
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** What each publisher earned per currency, offer and goal in the window, not yet held by an invoice. */
    proposedLines: async (window: Window, account?: Account): Promise<ProposedLine[]> => {
      const rows = await unheld(window, account)
        .innerJoin('offers as o', (join) => join.onRef('o.id', '=', 'c.offer_id').on('o.network_id', '=', networkId))
        .select(['c.publisher_id', 'c.currency', 'c.offer_id', 'o.name as offer_name', 'c.goal'])
        .select([sql<number>`count(*)`.as('conversions'), sql<number>`sum(c.payout)`.as('amount')])
        .groupBy(['c.publisher_id', 'c.currency', 'c.offer_id', 'o.name', 'c.goal'])
        .orderBy('c.publisher_id')
        .orderBy('c.currency')
        .orderBy('o.name')
        .orderBy('c.offer_id')
        .orderBy('c.goal')
        .execute();
      return rows.map((row) => ({ ...row, conversions: Number(row.conversions), amount: Number(row.amount) }));
    },
    /**
     * Holds the window's unheld conversions of one account for an invoice: no other invoice may take them after. One
     * another run's approval holds at the same moment stays with that run (the key's conflict waits for it, then skips).
     */
    holdConversions: async (invoiceId: number, window: Window, account: Account) => {
      await db
        .insertInto('invoice_conversions')
        .columns(['conversion_id', 'network_id', 'invoice_id'])
        .expression(unheld(window, account).select(['c.id', sql.lit(networkId).as('n'), sql.lit(invoiceId).as('i')]))
        .onConflict((oc) => oc.column('conversion_id').doNothing())
        .execute();
    },
    /** Adjustments waiting for an invoice, of every account or one. */
    waitingAdjustments: (account?: Account) =>
      db
        .selectFrom('settlement_adjustments')
        .select(['id', 'publisher_id', 'currency', 'amount', 'reason'])
        .where('network_id', '=', networkId)
        .where('invoice_id', 'is', null)
        .$if(account !== undefined, (q) =>
          q.where('publisher_id', '=', account?.publisherId ?? 0).where('currency', '=', account?.currency ?? ''),
        )
        .orderBy('id')
        .execute(),
    /** An invoice takes an account's waiting adjustments, in the approval's transaction: answers those it took. */
    takeAdjustments: async (invoiceId: number, account: Account) =>
      db
        .updateTable('settlement_adjustments')
        .set({ invoice_id: invoiceId })
        .where('network_id', '=', networkId)
        .where('invoice_id', 'is', null)
        .where('publisher_id', '=', account.publisherId)
        .where('currency', '=', account.currency)
        .returning(['id', 'amount', 'reason'])
        .execute(),
  };
}

export type RunStore = ReturnType<typeof runStore>;
