import { OFFER_EXPORT_COLUMNS, type Offer, type OfferQuery } from '@affnet/contracts';
import { minorToDecimal, moneyDecimal, osName } from '@affnet/format';
import { chosenColumns } from '../settings/keys';
import { networkSettings } from '../settings/network-settings';
import type { AppContext, Session } from '../shared/context';
import { type CsvCell, csvLines, figure } from '../shared/csv';
import { columnLabel, moneyColumnShown, moneyColumnsAs } from '../shared/money-columns';
import { listFilterOf } from './offers';
import { offerStore } from './store';
import { offerView, offerViewerOf } from './view';

/**
 * An offer amount as a plain decimal of its currency (1250 USD → "12.50"), or for CPS its basis points as a
 * percentage of the sale (1500 → "15.00%"). Exact, no floats.
 */
export function formatAmount(minor: number, offer: Pick<Offer, 'payout_type' | 'currency'>): string {
  return offer.payout_type === 'CPS' ? `${minorToDecimal(minor, 2)}%` : moneyDecimal(minor, offer.currency);
}

const listOrAll = (values: string[]) => (values.length > 0 ? values.join(', ') : 'All');

/** Each column of offers.csv by its key (the network picks which and in what order: offer setting keys). */
const CELLS: Record<string, (offer: Offer) => CsvCell> = {
  id: (o) => o.id,
  name: (o) => o.name,
  status: (o) => o.status,
  visibility: (o) => o.visibility,
  payout_type: (o) => o.payout_type,
  payout: (o) => figure(formatAmount(o.payout ?? 0, o)),
  currency: (o) => o.currency,
  countries: (o) => listOrAll(o.countries),
  os: (o) => listOrAll(o.os.map((os) => osName(os) ?? 'Other')),
  categories: (o) => o.categories.join(', '),
  revenue: (o) => figure(formatAmount(o.revenue ?? 0, o)),
};
const LABELS = new Map(OFFER_EXPORT_COLUMNS.map((c) => [c.key, c.label]));

/**
 * offers.csv: every offer of the caller's tab and filters (or one `page` of them, for streamed exports), in the
 * network's chosen columns (all by default), with only the money of the caller's role (an advertiser's "Price").
 */
export async function offersCsv(
  ctx: AppContext,
  session: Session,
  query: OfferQuery,
  page?: { limit: number; offset: number },
): Promise<string> {
  const { networkId, viewer } = offerViewerOf(session);
  const filter = listFilterOf(query, false);
  if (page) filter.page = page;
  const { rows } = await offerStore(ctx.db, networkId).listOffers(viewer, filter);
  const allowed = OFFER_EXPORT_COLUMNS.map((c) => c.key).filter((key) => moneyColumnShown(viewer.role, key));
  const chosen = (await networkSettings(ctx.db, networkId)).offerSettingKeys;
  const columns = chosenColumns(allowed, moneyColumnsAs(viewer.role, chosen));
  return csvLines([
    columns.map((key) => columnLabel(viewer.role, key, LABELS, 'Price')),
    ...rows.map((row) => {
      const offer = offerView(row, viewer);
      return columns.map((key) => CELLS[key]?.(offer) ?? '');
    }),
  ]);
}
