import { extraLinkParams } from '../settings/link';
import { networkSettings } from '../settings/network-settings';
import type { AppContext, Session } from '../shared/context';
import { forbidden, notFound } from '../shared/errors';
import { offerStore } from './store';
import { OFFER_NOT_FOUND, offerViewerOf } from './view';

export const SUB_IDS = ['aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'] as const;
export type SubIds = Partial<Record<(typeof SUB_IDS)[number], string>>;

/**
 * The maker of one publisher's /click links on the network's tracking (else dashboard) domain: the network and its
 * link settings are read once, for a page of offers.
 */
export async function trackingLinksOf(ctx: AppContext, networkId: number, publisherId: number) {
  const network = await ctx.platform.networkById(networkId);
  if (!network) throw notFound('Network not found');
  const settings = await networkSettings(ctx.db, networkId);
  return (offerId: number, subs: SubIds = {}) => {
    const params = new URLSearchParams({ offer_id: String(offerId), aff_id: String(publisherId) });
    for (const sub of SUB_IDS) {
      const value = subs[sub]?.trim();
      // The network may name the publisher's click reference (Sub ID 1) its own way; /click reads it back.
      if (value) params.set(sub === 'aff_sub1' && settings.parameter ? settings.parameter : sub, value);
    }
    for (const [name, value] of extraLinkParams(settings, { affId: publisherId, offerId })) params.append(name, value);
    return `http://${network.tracking_domain ?? network.dashboard_domain}/click?${params.toString()}`;
  };
}

/** The publisher's tracking link of an offer he may run. */
export async function trackingLink(ctx: AppContext, session: Session, offerId: number, subs: SubIds) {
  const { networkId, viewer } = offerViewerOf(session);
  if (viewer.role !== 'publisher') throw forbidden();
  const offer = await offerStore(ctx.db, networkId).offerFor(viewer, offerId);
  if (!offer) throw OFFER_NOT_FOUND();
  if (offer.visibility !== 'public' && offer.access_status !== 'allowed') {
    throw forbidden('Ask for access to this offer before you run it.');
  }
  const linkOf = await trackingLinksOf(ctx, networkId, viewer.userId);
  return { url: linkOf(offerId, subs) };
}
