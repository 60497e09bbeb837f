import { currencyDigits, moneyDecimal } from '@affnet/format';
import { offerStore } from '../offers/store';
import { OFFER_NOT_FOUND, offerViewerOf } from '../offers/view';
import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { type MacroValues, SAMPLE_VALUES } from '../shared/postback-urls';

/** A sample sale of 100 units of the currency: what a percentage (CPS) offer's test payout is a share of. */
const SAMPLE_SALE_UNITS = 100;

/**
 * The Test button's values for a postback of one offer: the caller's payout on it (a publisher's own where the owner
 * set one) in its currency's digits ("12.50", "1250" yen), so the receiver sees what a real conversion will send.
 * Without an offer, one unit of the network's reporting currency.
 */
export async function sampleValuesFor(
  ctx: AppContext,
  session: Session,
  offerId: number | null | undefined,
): Promise<MacroValues> {
  const { networkId, viewer } = offerViewerOf(session);
  if (offerId === null || offerId === undefined) {
    const currency = await tenantStore(ctx.db, networkId).reportingCurrency();
    return { ...SAMPLE_VALUES, currency, payout: moneyDecimal(10 ** currencyDigits(currency), currency) };
  }
  const offer = await offerStore(ctx.db, networkId).offerFor(viewer, offerId);
  if (!offer) throw OFFER_NOT_FOUND();
  const payout = Number(offer.own_payout ?? offer.payout);
  // CPS payouts are basis points of the sale.
  const minor =
    offer.payout_type === 'CPS'
      ? Math.round((payout * SAMPLE_SALE_UNITS * 10 ** currencyDigits(offer.currency)) / 10_000)
      : payout;
  return {
    ...SAMPLE_VALUES,
    offer_id: String(offer.id),
    currency: offer.currency,
    payout: moneyDecimal(minor, offer.currency),
  };
}
