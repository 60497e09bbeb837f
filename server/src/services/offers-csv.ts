import type { Offer, OfferQuery } from '@affnet/contracts';
import type { AppContext, Session } from '../context';
import { offerStore } from '../db/offer-store';
import { offerView, offerViewerOf } from './offer-view';
import { listFilterOf } from './offers';

/** Minor units as a decimal of major units: 1250 → "12.50" (CPS basis points → "15.00%"). Exact, no floats. */
export function formatAmount(minor: number, payoutType: Offer['payout_type']): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const text = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return payoutType === 'CPS' ? `${text}%` : text;
}

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet does not run it as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const listOrAll = (values: string[]) => (values.length > 0 ? values.join(', ') : 'All');

const COLUMNS = [
  'ID',
  'Name',
  'Status',
  'Visibility',
  'Payout type',
  'Payout',
  'Currency',
  'Countries',
  'OS',
  'Categories',
];

function rowOf(offer: Offer, withRevenue: boolean): (string | number)[] {
  const row: (string | number)[] = [
    offer.id,
    offer.name,
    offer.status,
    offer.visibility,
    offer.payout_type,
    formatAmount(offer.payout, offer.payout_type),
    offer.currency,
    listOrAll(offer.countries),
    listOrAll(offer.os),
    offer.categories.join(', '),
  ];
  if (withRevenue) row.push(formatAmount(offer.revenue ?? 0, offer.payout_type));
  return row;
}

/** offers.csv: every offer of the caller's tab and filters (no paging), in the table's columns and order. */
export async function offersCsv(ctx: AppContext, session: Session, query: OfferQuery): Promise<string> {
  const { networkId, viewer } = offerViewerOf(session);
  const { rows } = await offerStore(ctx.db, networkId).listOffers(viewer, listFilterOf(query, false));
  const withRevenue = viewer.role === 'network';
  const header = withRevenue ? [...COLUMNS, 'Revenue'] : COLUMNS;
  const lines = [header, ...rows.map((row) => rowOf(offerView(row, viewer), withRevenue))];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
