import type { Kysely } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';

/** Billing adjustments of one network (networks.id) and the advertiser invoices that hold conversions. */
export function billingAdjustmentStore(db: Kysely<Database>, networkId: number) {
  return {
    /** The sent invoice holding a conversion, with what it bills for it; undefined when none holds it. */
    holdingInvoice: async (conversionId: number) =>
      db
        .selectFrom('advertiser_invoice_conversions as ic')
        .innerJoin('advertiser_invoices as i', 'i.id', 'ic.invoice_id')
        .innerJoin('conversions as c', 'c.id', 'ic.conversion_id')
        .select(['i.number', 'i.advertiser_id', 'c.revenue', 'c.currency'])
        .where('ic.network_id', '=', networkId)
        .where('i.network_id', '=', networkId)
        .where('ic.conversion_id', '=', conversionId)
        .executeTakeFirst(),
    /** An amount waiting for the advertiser's next invoice in that currency. */
    addWaiting: async (adjustment: {
      advertiserId: number;
      currency: string;
      amount: number;
      reason: string;
      conversionId: number;
    }) => {
      await db
        .insertInto('billing_adjustments')
        .values({
          network_id: networkId,
          advertiser_id: adjustment.advertiserId,
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
