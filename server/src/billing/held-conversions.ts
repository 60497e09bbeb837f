import type { Kysely } from 'kysely';
import type { ConversionStatusChange } from '../shared/conversion-status-watchers';
import type { Database } from '../shared/db/schema';
import { billingAdjustmentStore } from './adjustment-store';

/**
 * A conversion a sent advertiser invoice holds is locked: a later change of its status never changes that invoice.
 * The revenue it gains or loses waits as an adjustment that the advertiser's next invoice takes. Runs in the status
 * change's transaction (through shared/conversion-status-watchers.ts: conversions never import billing).
 */
export async function adjustBilledConversion(trx: Kysely<Database>, change: ConversionStatusChange): Promise<void> {
  const { conversion, status, networkId } = change;
  const store = billingAdjustmentStore(trx, networkId);
  const held = await store.holdingInvoice(conversion.id);
  if (!held) return;
  const billed = (state: string) => (state === 'approved' ? Number(held.revenue) : 0);
  const amount = billed(status) - billed(conversion.status);
  if (amount === 0) return;
  await store.addWaiting({
    advertiserId: held.advertiser_id,
    currency: held.currency,
    amount,
    // The conversion's id only: the advertiser never learns which publisher brought it.
    reason: `Conversion ${conversion.id} changed from ${conversion.status} to ${status} after invoice ${held.number}`,
    conversionId: conversion.id,
  });
}
