import { type Kysely, sql } from 'kysely';
import type { Database } from '../shared/db/schema';

const amount = (value: unknown) => Number(value ?? 0);

/**
 * The sums behind advertiser balances (balances.ts) of one network (networks.id), every query bound to it. Each
 * conversion counts in one sum only: one a sent invoice holds counts in that invoice.
 */
export function advertiserBalanceStore(db: Kysely<Database>, networkId: number) {
  return {
    conversionSums: async () => {
      const rows = await db
        .selectFrom('conversions as c')
        .innerJoin('offers as o', (join) => join.onRef('o.id', '=', 'c.offer_id').on('o.network_id', '=', networkId))
        .leftJoin('advertiser_invoice_conversions as ic', 'ic.conversion_id', 'c.id')
        .select(['c.currency', sql<number>`o.advertiser_id`.as('advertiser_id')])
        .select([
          sql<number>`sum(case when c.status = 'approved' and ic.conversion_id is null then c.revenue else 0 end)`.as(
            'owed',
          ),
          sql<number>`sum(case when c.status = 'pending' then c.revenue else 0 end)`.as('pending'),
        ])
        .where('c.network_id', '=', networkId)
        .where('o.advertiser_id', 'is not', null)
        .where('c.status', 'in', ['approved', 'pending'])
        .groupBy(['o.advertiser_id', 'c.currency'])
        .execute();
      return rows.map((row) => ({
        advertiser_id: Number(row.advertiser_id),
        currency: row.currency,
        owed: amount(row.owed),
        pending: amount(row.pending),
      }));
    },
    /** Adjustments no invoice has taken yet. */
    waitingAdjustments: async () => {
      const rows = await db
        .selectFrom('billing_adjustments')
        .select(['advertiser_id', 'currency', sql<number>`sum(amount)`.as('amount')])
        .where('network_id', '=', networkId)
        .where('invoice_id', 'is', null)
        .groupBy(['advertiser_id', 'currency'])
        .execute();
      return rows.map((row) => ({ ...row, amount: amount(row.amount) }));
    },
    /** Sent invoices not yet due, past due (`today` after the due day) and paid. */
    invoiceSums: async (today: string) => {
      const rows = await db
        .selectFrom('advertiser_invoices')
        .select(['advertiser_id', 'currency'])
        .select([
          sql<number>`sum(case when status = 'sent' and due_on >= ${today} then total else 0 end)`.as('invoiced'),
          sql<number>`sum(case when status = 'sent' and due_on < ${today} then total else 0 end)`.as('overdue'),
          sql<number>`sum(case when status = 'paid' then total else 0 end)`.as('paid'),
        ])
        .where('network_id', '=', networkId)
        .where('status', 'in', ['sent', 'paid'])
        .groupBy(['advertiser_id', 'currency'])
        .execute();
      return rows.map((row) => ({
        ...row,
        invoiced: amount(row.invoiced),
        overdue: amount(row.overdue),
        paid: amount(row.paid),
      }));
    },
    /** The network's advertisers' names by id. */
    advertiserNames: async () => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('network_id', '=', networkId)
        .where('role', '=', 'advertiser')
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
