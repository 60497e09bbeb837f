import { moneyDecimal } from '@affnet/format';
import type { Kysely } from 'kysely';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { fillMacros, type MacroValues } from '../shared/postback-urls';
import { type NewDelivery, type PostbackStore, postbackStore } from './store';

/*
 * The outbox of outgoing postbacks: the deliveries an advertiser's postback (conversions/) triggers are queued in its
 * own transaction; the worker (worker.ts) sends them.
 */

/**
 * The postbacks that fire for a publisher's conversion on an offer: his live offer-specific ones, or, when he has
 * none for this offer, his global ones (as Everflow does: an offer postback replaces the global one).
 */
async function firingPostbacks(store: PostbackStore, publisherId: number, offerId: number) {
  const rows = await store.livePostbacksOn(publisherId, offerId);
  const specific = rows.filter((row) => row.offer_id !== null);
  return specific.length > 0 ? specific : rows;
}

/**
 * Queues the deliveries a new conversion triggers (the publisher's matching postbacks, the network's forwarding),
 * in the conversion's own transaction so that none is lost or doubled. A withheld (cutback) conversion fires no
 * publisher postback; forwarding `all` still sends it. `change` names a later status change (the owner approving
 * or rejecting): the same postbacks fire again with the new `{status}`, once per change.
 */
export async function enqueueConversionPostbacks(
  trx: Kysely<Database>,
  networkId: number,
  conversionId: number,
  change?: { at: string },
) {
  const store = postbackStore(trx, networkId);
  const conversion = await store.conversionToDeliver(conversionId);
  if (!conversion) return;
  const values: MacroValues = {
    click_id: conversion.click_id,
    // Major units with the currency's own digits: 10.00 for $10, 1250 for ¥1,250, 1.250 for 1.25 KWD.
    payout: moneyDecimal(Number(conversion.payout), conversion.currency),
    currency: conversion.currency,
    offer_id: String(conversion.offer_id),
    aff_sub1: conversion.sub1 ?? '',
    aff_sub2: conversion.sub2 ?? '',
    aff_sub3: conversion.sub3 ?? '',
    aff_sub4: conversion.sub4 ?? '',
    aff_sub5: conversion.sub5 ?? '',
    conv_ip: conversion.ip ?? '',
    status: conversion.status,
    txn_id: conversion.txn_id ?? '',
  };
  const base = {
    publisher_id: conversion.publisher_id,
    conversion_id: conversion.id,
    click_id: conversion.click_id,
  };
  const suffix = change ? `:${conversion.status}@${change.at}` : '';
  const rows: NewDelivery[] = [];
  if (Number(conversion.withheld) !== 1) {
    const postbacks = await firingPostbacks(store, conversion.publisher_id, conversion.offer_id);
    for (const postback of postbacks) {
      rows.push({
        ...base,
        dedup_key: `pb:${postback.id}:c${conversion.id}${suffix}`,
        postback_id: postback.id,
        forwarding_id: null,
        url: fillMacros(postback.url ?? '', values),
      });
    }
  }
  for (const forwarding of await store.forwardings('all')) {
    rows.push({
      ...base,
      dedup_key: `fw:${forwarding.id}:c${conversion.id}${suffix}`,
      postback_id: null,
      forwarding_id: forwarding.id,
      url: fillMacros(forwarding.url, values),
    });
  }
  await store.enqueue(rows);
}

export interface UnmatchedPostback {
  click_id: string;
  payout?: string;
  status?: string;
  txn_id?: string;
  ip: string;
}

/**
 * Forwards an advertiser postback whose click id is unknown to the network's `unmatched` forwarding URLs.
 * The same (click id, transaction id) is forwarded once.
 */
export async function enqueueUnmatchedForwarding(ctx: AppContext, networkId: number, input: UnmatchedPostback) {
  const store = postbackStore(ctx.db, networkId);
  const targets = await store.forwardings('unmatched');
  if (targets.length === 0) return false;
  const values: Partial<MacroValues> = {
    click_id: input.click_id,
    // The advertiser's decimal as he sent it: with no click there is no offer, so no currency to read it in.
    payout: input.payout ?? '',
    status: input.status ?? '',
    txn_id: input.txn_id ?? '',
    conv_ip: input.ip,
  };
  await store.enqueue(
    targets.map((forwarding) => ({
      publisher_id: null,
      conversion_id: null,
      click_id: input.click_id.slice(0, 100),
      dedup_key: `fwu:${forwarding.id}:${input.click_id}:${input.txn_id ?? ''}`.slice(0, 300),
      postback_id: null,
      forwarding_id: forwarding.id,
      url: fillMacros(forwarding.url, values),
    })),
  );
  return true;
}
