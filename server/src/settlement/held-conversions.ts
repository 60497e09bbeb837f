import type { Kysely } from 'kysely';
import type { ConversionStatusChange } from '../shared/conversion-status-watchers';
import type { Database } from '../shared/db/schema';
import { adjustmentStore } from './adjustment-store';

/** What a conversion counts for in an invoice: its payout when approved and not withheld, else nothing. */
const counted = (status: string, withheld: number, payout: number) =>
  status === 'approved' && Number(withheld) === 0 ? Number(payout) : 0;

/**
 * A conversion an approved invoice holds is locked: a later change of its status never changes that invoice (it may
 * have been sent, or paid). The difference it makes waits as an adjustment that the publisher's next invoice takes.
 * Runs in the status change's transaction (conversions.ts, through shared/conversion-status-watchers.ts).
 */
export async function adjustHeldConversion(trx: Kysely<Database>, change: ConversionStatusChange): Promise<void> {
  const { conversion, status, networkId } = change;
  const store = adjustmentStore(trx, networkId);
  const invoice = await store.holdingInvoice(conversion.id);
  if (!invoice) return;
  const amount =
    counted(status, conversion.withheld, conversion.payout) -
    counted(conversion.status, conversion.withheld, conversion.payout);
  if (amount === 0) return;
  await store.addWaiting({
    publisherId: conversion.publisher_id,
    currency: conversion.currency,
    amount,
    reason: `Conversion ${conversion.id} changed from ${conversion.status} to ${status} after invoice ${invoice.number}`,
    conversionId: conversion.id,
  });
}
