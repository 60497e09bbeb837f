import type { Offer, OfferQuery, Page } from '@affnet/contracts';
import { trackingLinksOf } from '../offers/links';
import { offerPage } from '../offers/offers';
import type { OfferViewer } from '../offers/store';
import type { AppContext } from '../shared/context';

/** An offer in the publisher API: no destination (offerView leaves it out), his tracking link instead. */
export type PublisherApiOffer = Offer & { tracking_url: string | null };

/**
 * A page of the publisher's offers, each with the link to send his traffic to when he may run it (null until his
 * access is allowed): the destination stays the network's, so clicks go through tracking, caps and approval.
 */
export async function publisherOfferPage(
  ctx: AppContext,
  networkId: number,
  publisher: Extract<OfferViewer, { role: 'publisher' }>,
  query: OfferQuery,
): Promise<Page<PublisherApiOffer>> {
  const page = await offerPage(ctx, networkId, publisher, query);
  const linkOf = await trackingLinksOf(ctx, networkId, publisher.userId);
  const rows = page.rows.map((offer) => ({
    ...offer,
    tracking_url: offer.access === 'allowed' ? linkOf(offer.id) : null,
  }));
  return { ...page, rows };
}
