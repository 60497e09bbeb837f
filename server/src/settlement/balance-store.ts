import { type Kysely, sql } from 'kysely';
import type { Database } from '../shared/db/schema';

const amount = (value: unknown) => Number(value ?? 0);

/**
 * The sums behind balances (balances.ts) of one network (networks.id), every query bound to it; `publisherId` narrows
 * them to one publisher. Each conversion counts in one sum only: one an invoice holds counts in that invoice.
 */
export function balanceStore(db: Kysely<Database>, networkId: number, publisherId?: number) {
  return {
    conversionSums: async () => {
      const rows = await db
        .selectFrom('conversions as c')
        .leftJoin('invoice_conversions as ic', 'ic.conversion_id', 'c.id')
        .select(['c.publisher_id', 'c.currency'])
        .select([
          sql<number>`sum(case when c.status = 'approved' and c.withheld = 0 and ic.conversion_id is null then c.payout else 0 end)`.as(
            'earned',
          ),
          sql<number>`sum(case when c.status = 'pending' and c.withheld = 0 and ic.conversion_id is null then c.payout else 0 end)`.as(
            'pending',
          ),
          sql<number>`sum(case when c.withheld = 1 then c.payout else 0 end)`.as('on_hold'),
        ])
        .where('c.network_id', '=', networkId)
        .where('c.status', 'in', ['approved', 'pending'])
        .$if(publisherId !== undefined, (q) => q.where('c.publisher_id', '=', publisherId as number))
        .groupBy(['c.publisher_id', 'c.currency'])
        .execute();
      return rows.map((row) => ({
        publisher_id: row.publisher_id,
        currency: row.currency,
        earned: amount(row.earned),
        pending: amount(row.pending),
        on_hold: amount(row.on_hold),
      }));
    },
    /** Adjustments no invoice has taken yet. */
    waitingAdjustments: async () => {
      const rows = await db
        .selectFrom('settlement_adjustments')
        .select(['publisher_id', 'currency', sql<number>`sum(amount)`.as('amount')])
        .where('network_id', '=', networkId)
        .where('invoice_id', 'is', null)
        .$if(publisherId !== undefined, (q) => q.where('publisher_id', '=', publisherId as number))
        .groupBy(['publisher_id', 'currency'])
        .execute();
      return rows.map((row) => ({ ...row, amount: amount(row.amount) }));
    },
    /** Approved (not paid) and paid invoices' totals. */
    invoiceSums: async () => {
      const rows = await db
        .selectFrom('publisher_invoices')
        .select(['publisher_id', 'currency'])
        .select([
          sql<number>`sum(case when status = 'approved' then total else 0 end)`.as('invoiced'),
          sql<number>`sum(case when status = 'paid' then total else 0 end)`.as('paid'),
        ])
        .where('network_id', '=', networkId)
        .where('status', 'in', ['approved', 'paid'])
        .$if(publisherId !== undefined, (q) => q.where('publisher_id', '=', publisherId as number))
        .groupBy(['publisher_id', 'currency'])
        .execute();
      return rows.map((row) => ({ ...row, invoiced: amount(row.invoiced), paid: amount(row.paid) }));
    },
    /** The network's publishers' names by id. */
    publisherNames: async () => {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('network_id', '=', networkId)
        .where('role', '=', 'publisher')
        .$if(publisherId !== undefined, (q) => q.where('id', '=', publisherId as number))
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
