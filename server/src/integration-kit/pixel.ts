import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { recordPostback } from '../conversions/conversions';
import { postbackInput } from '../conversions/postback-input';
import type { AppContext } from '../shared/context';
import { AppError } from '../shared/errors';
import { clickIdOfCookie } from '../tracking/click-cookie';
import { trackingStore } from '../tracking/store';
import { type Catalogue, trackingOf } from '../tracking/tracking';
import type { pixelQuery } from './schemas';

/** The smallest transparent GIF: what an <img> on a thank-you page expects. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Never cached: each load of the thank-you page is a conversion to report. */
const gif = (reply: FastifyReply) => reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL_GIF);

/** The pixel's parameters, as its route's schema reads them. */
export type PixelQuery = FromSchema<typeof pixelQuery>;

/**
 * Whether the browser's click is a click of this offer. The cookie is per offer, yet a visitor can write any cookie:
 * the click's own offer decides. A click still in a writer's buffer (a thank-you page seconds after the click) is
 * waited for as /postback does.
 */
async function isClickOfOffer(ctx: AppContext, catalogue: Catalogue, clickId: string, offerId: number) {
  const tracking = trackingOf(ctx);
  if (tracking.writer.holds(clickId)) await tracking.writer.flush();
  const store = trackingStore(ctx.db, catalogue.network.id);
  let click = await store.acceptedClick(clickId);
  if (!click && (await tracking.awaitBufferedClick(clickId, () => store.acceptedClick(clickId).then(Boolean)))) {
    click = await store.acceptedClick(clickId);
  }
  return click?.status === 'accepted' && click.offer_id === offerId;
}

/**
 * The thank-you page's pixel: the conversion of the click the browser keeps for this offer, recorded as /postback
 * records it (same parameters, same checks, same dedup by txn_id). Always a GIF, so the page shows nothing broken:
 * no cookie, another offer's click or an unknown one convert nothing. Bad parameters are a 400 as on /postback.
 */
export async function answerPixel(ctx: AppContext, query: PixelQuery, request: FastifyRequest, reply: FastifyReply) {
  const { offer_id: offerId, ...fields } = query;
  const clickId = clickIdOfCookie(request.headers.cookie, offerId);
  if (!clickId) return gif(reply);
  const input = postbackInput({ ...fields, click_id: clickId }, request.ip);
  const catalogue = await trackingOf(ctx).catalogue(request.headers.host);
  if (!catalogue || !(await isClickOfOffer(ctx, catalogue, clickId, offerId))) return gif(reply);
  try {
    await recordPostback(ctx, catalogue, input);
  } catch (error) {
    // The click went between the check and the record (a removed offer): nothing to convert, as without a cookie.
    if (!(error instanceof AppError && error.statusCode === 404)) throw error;
  }
  return gif(reply);
}
