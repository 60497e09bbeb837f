import type { OfferIntegrationKit } from '@affnet/contracts';
import { goalsOf } from '../offers/goal-store';
import { offerStore } from '../offers/store';
import { OFFER_NOT_FOUND, offerViewerOf } from '../offers/view';
import type { AppContext, Session } from '../shared/context';
import type { NetworkRow } from '../shared/db/schema';
import { forbidden, notFound } from '../shared/errors';

/**
 * The offer of a kit: the owner's any offer, an advertiser's own offers only (offerFor scopes him to them);
 * a publisher reports no conversions, so gets a 403.
 */
export async function kitOfferOf(ctx: AppContext, session: Session, offerId: number) {
  const { networkId, viewer } = offerViewerOf(session);
  if (viewer.role === 'publisher') throw forbidden();
  const offer = await offerStore(ctx.db, networkId).offerFor(viewer, offerId);
  if (!offer) throw OFFER_NOT_FOUND();
  const network = await ctx.platform.networkById(networkId);
  if (!network) throw notFound('Network not found');
  return { network, offer, viewer };
}

/** The tracking domain's address, as offers/links.ts writes the /click links on it. */
export const trackingBaseOf = (network: NetworkRow) => `http://${network.tracking_domain ?? network.dashboard_domain}`;

/**
 * The S2S postback and the thank-you page's pixel, with the advertiser's values as {placeholders}. The pixel takes
 * the postback's parameters but the click id, which the browser keeps since the click (tracking/click-cookie.ts).
 */
export async function integrationKit(ctx: AppContext, session: Session, offerId: number): Promise<OfferIntegrationKit> {
  const { network, offer } = await kitOfferOf(ctx, session, offerId);
  const base = trackingBaseOf(network);
  // An offer with further goals pays per event: its postbacks name the goal (offers/goal-store.ts).
  const goal = (await goalsOf(ctx.db, network.id, offer.id)).length > 0 ? '&goal={goal}' : '';
  const postback = `${base}/postback?click_id={click_id}&payout={payout}&amount={amount}&status=approved&txn_id={txn_id}${goal}`;
  const pixel = `${base}/pixel?offer_id=${offer.id}&txn_id={txn_id}&amount={amount}${goal}`;
  const script = [
    '<script>',
    '(function () {',
    `  var query = new URLSearchParams({ offer_id: '${offer.id}', txn_id: '{txn_id}', amount: '{amount}' });`,
    `  new Image(1, 1).src = '${base}/pixel?' + query.toString();`,
    '})();',
    '</script>',
  ].join('\n');
  return {
    offer_id: offer.id,
    currency: offer.currency,
    tracking_domain: network.tracking_domain ?? network.dashboard_domain,
    postback_url: postback,
    pixel_url: pixel,
    pixel_html: `<img src="${pixel.replaceAll('&', '&amp;')}" width="1" height="1" alt="" style="display:none">`,
    script_html: script,
  };
}
