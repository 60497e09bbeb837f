import { moneyDecimal } from '@affnet/format';
import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import type { PostbackOutboxTable } from '../shared/db/schema-postbacks';
import { fillMacros, type MacroValues } from './macros';

type NewDelivery = Omit<Insertable<PostbackOutboxTable>, 'state' | 'next_attempt_at' | 'created_at' | 'updated_at'>;

/** Adds deliveries to the outbox; one already queued under the same dedup key is left alone. */
async function enqueue(db: Kysely<Database>, rows: NewDelivery[]) {
  const now = nowIso();
  for (const row of rows) {
    await db
      .insertInto('postback_outbox')
      .values({ ...row, state: 'pending', next_attempt_at: now, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('dedup_key').doNothing())
      .execute();
  }
}

/**
 * The postbacks that fire for a publisher's conversion on an offer: his live offer-specific ones, or, when he has
 * none for this offer, his global ones (as Everflow does: an offer postback replaces the global one).
 */
async function firingPostbacks(db: Kysely<Database>, networkId: number, publisherId: number, offerId: number) {
  const rows = await db
    .selectFrom('postbacks')
    .select(['id', 'url', 'offer_id'])
    .where('network_id', '=', networkId)
    .where('publisher_id', '=', publisherId)
    .where('url', 'is not', null)
    .where((eb) => eb.or([eb('offer_id', '=', offerId), eb('offer_id', 'is', null)]))
    .orderBy('id')
    .execute();
  const specific = rows.filter((row) => row.offer_id !== null);
  return specific.length > 0 ? specific : rows;
}

const forwardings = (db: Kysely<Database>, networkId: number, mode: 'all' | 'unmatched') =>
  db
    .selectFrom('postback_forwarding_settings')
    .select(['id', 'url'])
    .where('network_id', '=', networkId)
    .where('mode', '=', mode)
    .orderBy('id')
    .execute();

/**
 * Queues the deliveries a new conversion triggers (the publisher's matching postbacks, the network's forwarding),
 * in the conversion's own transaction so that none is lost or doubled. A withheld (cutback) conversion fires no
 * publisher postback; forwarding `all` still sends it. `change` names a later status change (the owner approving
 * or rejecting): the same postbacks fire again with the new `{status}`, once per change.
 */
export async function enqueueConversionPostbacks(
  _ctx: AppContext,
  trx: Kysely<Database>,
  conversionId: number,
  change?: { at: string },
) {
  const conversion = await trx
    .selectFrom('conversions as c')
    .leftJoin('clicks as k', (join) =>
      join.onRef('k.click_id', '=', 'c.click_id').onRef('k.network_id', '=', 'c.network_id'),
    )
    .select([
      'c.id',
      'c.network_id',
      'c.click_id',
      'c.offer_id',
      'c.publisher_id',
      'c.payout',
      'c.currency',
      'c.status',
      'c.txn_id',
      'c.ip',
      'c.withheld',
      'k.sub1',
      'k.sub2',
      'k.sub3',
      'k.sub4',
      'k.sub5',
    ])
    .where('c.id', '=', conversionId)
    .executeTakeFirst();
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
    network_id: conversion.network_id,
    publisher_id: conversion.publisher_id,
    conversion_id: conversion.id,
    click_id: conversion.click_id,
  };
  const suffix = change ? `:${conversion.status}@${change.at}` : '';
  const rows: NewDelivery[] = [];
  if (Number(conversion.withheld) !== 1) {
    const postbacks = await firingPostbacks(trx, conversion.network_id, conversion.publisher_id, conversion.offer_id);
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
  for (const forwarding of await forwardings(trx, conversion.network_id, 'all')) {
    rows.push({
      ...base,
      dedup_key: `fw:${forwarding.id}:c${conversion.id}${suffix}`,
      postback_id: null,
      forwarding_id: forwarding.id,
      url: fillMacros(forwarding.url, values),
    });
  }
  await enqueue(trx, rows);
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
  const targets = await forwardings(ctx.db, networkId, 'unmatched');
  if (targets.length === 0) return false;
  const values: Partial<MacroValues> = {
    click_id: input.click_id,
    // The advertiser's decimal as he sent it: with no click there is no offer, so no currency to read it in.
    payout: input.payout ?? '',
    status: input.status ?? '',
    txn_id: input.txn_id ?? '',
    conv_ip: input.ip,
  };
  await enqueue(
    ctx.db,
    targets.map((forwarding) => ({
      network_id: networkId,
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
