import type { Offer, OfferAccess } from '@affnet/contracts';
import type { Session } from '../shared/context';
import { forbidden, notFound } from '../shared/errors';
import { moneyFor } from '../shared/money-view';
import { revealsDestination } from './destination';
import type { OfferDetailRow, OfferViewer } from './store';

/** JSON text arrays of the offers table; anything unreadable counts as empty (= every country, OS…). */
function arrayOf<T extends string>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is T => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function accessOf(row: OfferDetailRow): OfferAccess {
  if (row.visibility === 'public') return 'allowed';
  return row.access_status ?? 'none';
}

/**
 * An offer as the viewer may see it: the money of his role (moneyFor); for a publisher `access`, and no destination
 * (nor a preview that is it): he gets his tracking link instead.
 */
export function offerView(row: OfferDetailRow, viewer: OfferViewer): Offer {
  const publisher = viewer.role === 'publisher';
  const offer: Offer = {
    id: row.id,
    name: row.name,
    description: row.description,
    preview_url: publisher && revealsDestination(row.preview_url, row.destination_url) ? '' : row.preview_url,
    ...(publisher ? {} : { destination_url: row.destination_url }),
    advertiser_id: row.advertiser_id,
    advertiser_name: row.advertiser_name ?? null,
    status: row.status,
    visibility: row.visibility,
    payout_type: row.payout_type,
    // PostgreSQL answers bigint columns as strings.
    // A publisher's own payout replaces the offer's (publisher-payouts.ts); the join finds none for other roles.
    ...moneyFor(viewer.role, { payout: Number(row.own_payout ?? row.payout), revenue: Number(row.revenue) }),
    currency: row.currency,
    countries: arrayOf(row.countries),
    os: arrayOf(row.os),
    devices: arrayOf(row.devices),
    daily_cap: row.daily_cap === null ? null : Number(row.daily_cap),
    monthly_cap: row.monthly_cap === null ? null : Number(row.monthly_cap),
    kpi: row.kpi,
    categories: arrayOf(row.categories),
    thumbnail_url: row.thumbnail_url,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (publisher) offer.access = accessOf(row);
  return offer;
}

/** The caller's network (networks.id) and how he sees offers; the platform admin has no catalogue. */
export function offerViewerOf(session: Session): { networkId: number; viewer: OfferViewer } {
  const { user } = session;
  if (user.network_id === null || user.role === 'admin') throw forbidden();
  const viewer: OfferViewer = user.role === 'network' ? { role: 'network' } : { role: user.role, userId: user.id };
  return { networkId: user.network_id, viewer };
}

export const OFFER_NOT_FOUND = () => notFound('Offer not found');
