import { type Kysely, sql } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';
import type { PaymentTerm } from '../shared/db/schema-settlement';

/** A term as stored: the network's (publisher_id null) or one publisher's. */
export interface TermRow {
  publisher_id: number | null;
  term: PaymentTerm;
  net_days: number | null;
}

/** Payment terms and payout minimums of one network (networks.id): every query is bound to it. */
export function termsStore(db: Kysely<Database>, networkId: number) {
  return {
    /** The network's term and every publisher's own, with his name. */
    terms: async () => {
      const rows = await db
        .selectFrom('payment_terms as t')
        .leftJoin('users as u', (join) => join.onRef('u.id', '=', 't.publisher_id').on('u.network_id', '=', networkId))
        .select(['t.publisher_id', 't.term', 't.net_days', 'u.name'])
        .where('t.network_id', '=', networkId)
        .orderBy('u.name')
        .execute();
      return rows.map((row) => ({ ...row, net_days: row.net_days === null ? null : Number(row.net_days) }));
    },
    /** Sets the network's term (no publisher) or a publisher's; two saves at once end as one row. */
    saveTerm: async (publisherId: number | null, term: PaymentTerm, netDays: number | null) => {
      const updatedAt = nowIso();
      await db
        .insertInto('payment_terms')
        .values({ network_id: networkId, publisher_id: publisherId, term, net_days: netDays, updated_at: updatedAt })
        // migrations/024-settlement.ts: the unique index counts the network's own (null publisher) as one value.
        .onConflict((oc) =>
          oc
            .expression(sql`network_id, coalesce(publisher_id, 0)`)
            .doUpdateSet({ term, net_days: netDays, updated_at: updatedAt }),
        )
        .execute();
    },
    /** Removes a publisher's own term: the network's applies to him again. Answers whether there was one. */
    removePublisherTerm: async (publisherId: number) => {
      const removed = await db
        .deleteFrom('payment_terms')
        .where('network_id', '=', networkId)
        .where('publisher_id', '=', publisherId)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },
    /** The minimum payout per currency. */
    minimums: async () => {
      const rows = await db
        .selectFrom('payout_minimums')
        .select(['currency', 'amount'])
        .where('network_id', '=', networkId)
        .orderBy('currency')
        .execute();
      return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
    },
    /** Sets the minimum of a currency; 0 removes it (no minimum). */
    saveMinimum: async (currency: string, amount: number) => {
      if (amount === 0) {
        await db
          .deleteFrom('payout_minimums')
          .where('network_id', '=', networkId)
          .where('currency', '=', currency)
          .execute();
        return;
      }
      const updatedAt = nowIso();
      await db
        .insertInto('payout_minimums')
        .values({ network_id: networkId, currency, amount, updated_at: updatedAt })
        .onConflict((oc) => oc.columns(['network_id', 'currency']).doUpdateSet({ amount, updated_at: updatedAt }))
        .execute();
    },
    /** One of the network's publishers by id, or undefined. */
    publisher: (publisherId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'name', 'company_name', 'email'])
        .where('network_id', '=', networkId)
        .where('role', '=', 'publisher')
        .where('id', '=', publisherId)
        .executeTakeFirst(),
  };
}
