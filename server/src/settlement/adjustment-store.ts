import type { Kysely } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';

/** Adjustments of one network (networks.id) and the invoices that hold conversions: every query bound to it. */
export function adjustmentStore(db: Kysely<Database>, networkId: number) {
  return {
    /** The number of the approved invoice holding a conversion, or undefined when none holds it. */
    holdingInvoice: async (conversionId: number) =>
      db
        .selectFrom('invoice_conversions as ic')
        .innerJoin('publisher_invoices as i', 'i.id', 'ic.invoice_id')
        .select(['i.id', 'i.number'])
        .where('ic.network_id', '=', networkId)
        .where('i.network_id', '=', networkId)
        .where('ic.conversion_id', '=', conversionId)
        .executeTakeFirst(),
    /** An amount waiting for the publisher's next invoice in that currency. */
    addWaiting: async (adjustment: {
      publisherId: number;
      currency: string;
      amount: number;
      reason: string;
      conversionId: number;
    }) => {
      await db
        .insertInto('settlement_adjustments')
        .values({
          network_id: networkId,
          publisher_id: adjustment.publisherId,
          currency: adjustment.currency,
          amount: adjustment.amount,
          reason: adjustment.reason,
          conversion_id: adjustment.conversionId,
          invoice_id: null,
          created_at: nowIso(),
        })
        .execute();
    },
  };
}
