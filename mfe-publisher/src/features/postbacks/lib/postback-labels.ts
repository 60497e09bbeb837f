import type { Postback } from '@affnet/contracts';

type T = (key: string) => string;

/** Offer names by id, for offers the server names only by id (the offer of a change waiting for approval). */
export type OfferNames = ReadonlyMap<number, string>;

const NO_NAMES: OfferNames = new Map();

function nameOf(id: number | null, postback: Postback, t: T, names: OfferNames): string {
  if (id === null) return t('global');
  if (id === postback.offer_id && postback.offer_name) return postback.offer_name;
  return names.get(id) ?? `#${id}`;
}

/** A postback that never went live: its offer is the one of the change asked for (waiting, or refused). */
const neverLive = (postback: Postback) =>
  postback.pending_action === 'create' || (postback.status === 'rejected' && postback.url === null);

/** The offer a postback fires for, in words; for a new postback waiting for approval, the offer it will fire for. */
export const offerLabel = (postback: Postback, t: T, names: OfferNames = NO_NAMES) =>
  nameOf(neverLive(postback) ? postback.pending_offer_id : postback.offer_id, postback, t, names);

/** The offer a pending create or update would fire for. */
export const pendingOfferLabel = (postback: Postback, t: T, names: OfferNames = NO_NAMES) =>
  nameOf(postback.pending_offer_id, postback, t, names);

/** Whether the change waiting for approval moves the postback to another offer (or to or from global). */
export const changesOffer = (postback: Postback) =>
  postback.pending_action === 'update' && postback.pending_offer_id !== postback.offer_id;

/** The URL a Test of a listed postback fires: the live one, else the one waiting for approval. */
export const testableUrl = (postback: Postback) => postback.url ?? postback.pending_url;

/** The offer whose payout and currency that Test sends: the live postback's, else the one waiting for approval's. */
export const testedOffer = (postback: Postback) => (postback.url ? postback.offer_id : postback.pending_offer_id);
