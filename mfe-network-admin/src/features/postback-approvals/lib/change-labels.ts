import type { Postback } from '@affnet/contracts';
import type { Translate } from '@affnet/core';

/** Offer names by id: the server names only the live offer, not the one a change moves to. */
export type OfferNames = ReadonlyMap<number, string>;

function nameOf(id: number | null, postback: Postback, t: Translate, names: OfferNames): string {
  if (id === null) return t('global');
  if (id === postback.offer_id && postback.offer_name) return postback.offer_name;
  return names.get(id) ?? `#${id}`;
}

/** The offer of a held change in words: "A → B" when the change moves the postback to another offer. */
export function changeOfferLabel(postback: Postback, t: Translate, names: OfferNames): string {
  const live = nameOf(postback.offer_id, postback, t, names);
  if (postback.pending_action === 'delete') return live;
  const next = nameOf(postback.pending_offer_id, postback, t, names);
  return postback.pending_action === 'create' || next === live ? next : `${live} → ${next}`;
}
