import { type Kysely, sql } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';

/** The local days (YYYY-MM-DD of the network's zone) whose conversions a billing run takes. */
export interface Window {
  from: string;
  to: string;
}

/** One advertiser's money in one currency. */
export interface Account {
  advertiserId: number;
  currency: string;
}

/** The revenue of an offer's goal an advertiser owes in one currency, not yet in a sent invoice. */
export interface ProposedLine {
  advertiser_id: number;
  currency: string;
  offer_id: number;
  offer_name: string;
  goal: string | null;
  conversions: number;
  amount: number;
}

/**
 * Billing runs of one network (networks.id) and what they may take: approved conversions of offers with an advertiser,
 * not yet held by an advertiser invoice, of the window's local days. Cutback does not matter here: it withholds a
 * publisher's payout, never the revenue the advertiser owes.
 */
export function billingRunStore(db: Kysely<Database>, networkId: number) {
  const unheld = (window: Window, account?: Account) =>
    db
      .selectFrom('conversions as c')
      .innerJoin('offers as o', (join) => join.onRef('o.id', '=', 'c.offer_id').on('o.network_id', '=', networkId))
      .where('c.network_id', '=', networkId)
      .where('o.advertiser_id', 'is not', null)
      .where('c.status', '=', 'approved')
      .where('c.local_hour', '>=', `${window.from}T00`)
      .where('c.local_hour', '<=', `${window.to}T23`)
      .$if(account !== undefined, (q) =>
        q.where('o.advertiser_id', '=', account?.advertiserId ?? 0).where('c.currency', '=', account?.currency ?? ''),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('advertiser_invoice_conversions as ic')
              .select('ic.conversion_id')
              .whereRef('ic.conversion_id', '=', 'c.id'),
          ),
        ),
      );

  return {
    runs: () =>
      db.selectFrom('billing_runs').selectAll().where('network_id', '=', networkId).orderBy('id', 'desc').execute(),
    run: (id: number) =>
      db
        .selectFrom('billing_runs')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .executeTakeFirst(),
    /** A new draft run; a second run of the same period fails on its unique key (billing_runs_network_period). */
    insertRun: async (window: Window, userId: number) =>
      (
        await db
          .insertInto('billing_runs')
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
    /** The first day of the network's earliest run: what a run's late approvals go back to. */
    earliestFrom: async () =>
      (
        await db
          .selectFrom('billing_runs')
          .select(sql<string | null>`min(period_from)`.as('first'))
          .where('network_id', '=', networkId)
          .executeTakeFirst()
      )?.first ?? null,
    /** Draft → sent, once: of concurrent sendings (even on two nodes) one changes the row, the others none. */
    markRunSent: async (id: number, userId: number) => {
      const result = await db
        .updateTable('billing_runs')
        .set({ status: 'sent', sent_by: userId, sent_at: nowIso() })
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    deleteDraftRun: async (id: number) => {
      const result = await db
        .deleteFrom('billing_runs')
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** What each advertiser owes per currency, offer and goal in the window, not yet held by a sent invoice. */
    proposedLines: async (window: Window): Promise<ProposedLine[]> => {
      const rows = await unheld(window)
        .select(['c.currency', 'c.offer_id', 'o.name as offer_name', 'c.goal'])
        .select([
          sql<number>`o.advertiser_id`.as('advertiser_id'),
          sql<number>`count(*)`.as('conversions'),
          sql<number>`sum(c.revenue)`.as('amount'),
        ])
        .groupBy(['o.advertiser_id', 'c.currency', 'c.offer_id', 'o.name', 'c.goal'])
        .orderBy('o.advertiser_id')
        .orderBy('c.currency')
        .orderBy('o.name')
        .orderBy('c.offer_id')
        // The offer's default goal (null) first on SQLite and PostgreSQL alike, which sort nulls apart.
        .orderBy(sql`coalesce(c.goal, '')`)
        .execute();
      return rows.map((row) => ({
        ...row,
        advertiser_id: Number(row.advertiser_id),
        conversions: Number(row.conversions),
        amount: Number(row.amount),
      }));
    },
    /**
     * Holds the window's unheld conversions of one account for an invoice: no other may take them after. One another
     * run's sending holds at the same moment stays with that run (the key's conflict waits for it, then skips).
     */
    holdConversions: async (invoiceId: number, window: Window, account: Account) => {
      await db
        .insertInto('advertiser_invoice_conversions')
        .columns(['conversion_id', 'network_id', 'invoice_id'])
        .expression(unheld(window, account).select(['c.id', sql.lit(networkId).as('n'), sql.lit(invoiceId).as('i')]))
        .onConflict((oc) => oc.column('conversion_id').doNothing())
        .execute();
    },
    /** Adjustments waiting for an invoice. */
    waitingAdjustments: () =>
      db
        .selectFrom('billing_adjustments')
        .select(['id', 'advertiser_id', 'currency', 'amount', 'reason'])
        .where('network_id', '=', networkId)
        .where('invoice_id', 'is', null)
        .orderBy('id')
        .execute(),
    /** An invoice takes an account's waiting adjustments, in the sending's transaction: answers those it took. */
    takeAdjustments: async (invoiceId: number, account: Account) =>
      db
        .updateTable('billing_adjustments')
        .set({ invoice_id: invoiceId })
        .where('network_id', '=', networkId)
        .where('invoice_id', 'is', null)
        .where('advertiser_id', '=', account.advertiserId)
        .where('currency', '=', account.currency)
        .returning(['id', 'amount', 'reason'])
        .execute(),
  };
}
