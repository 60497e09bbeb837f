import type { AccessRequest, Envelope, Offer, OfferQuery, OfferStatus, Page } from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** What the owner sends to create or edit an offer: every field but the ones the server owns. */
export type OfferInput = Omit<
  Offer,
  'id' | 'created_at' | 'updated_at' | 'advertiser_name' | 'access' | 'payout' | 'revenue' | 'profit'
> & { payout: number; revenue?: number };

export type AccessDecision = 'allowed' | 'rejected';

/** The sub ids a publisher may put in a tracking link; empty ones are left out of the URL. */
export type TrackingSubs = Partial<Record<'aff_sub1' | 'aff_sub2' | 'aff_sub3' | 'aff_sub4' | 'aff_sub5', string>>;

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

/** Drops empty filters so the query string holds only what the user chose. */
function paramsOf(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

const offerPath = (id: number) => `/api/offers/${encodeURIComponent(String(id))}`;

export const getOffers = (query: OfferQuery) =>
  payloadOf<Page<Offer>>(http.get('/api/offers', { params: paramsOf(query) }));

export const getOffer = (id: number) => payloadOf<Offer>(http.get(offerPath(id)));

export const createOffer = (offer: OfferInput) => payloadOf<Offer>(http.post('/api/offers', offer));

export const updateOffer = (id: number, offer: OfferInput) => payloadOf<Offer>(http.put(offerPath(id), offer));

export const setOfferStatus = (id: number, status: OfferStatus) =>
  payloadOf<Offer>(http.post(`${offerPath(id)}/status`, { status }));

/** A publisher asks to run an approval-required offer. */
export const requestOfferAccess = (id: number) =>
  payloadOf<{ access: 'requested' | 'allowed' }>(http.post(`${offerPath(id)}/access`, {}));

export const getAccessRequests = (status: AccessRequest['status'] = 'requested') =>
  payloadOf<AccessRequest[]>(http.get('/api/offers/access-requests', { params: { status } }));

export const decideAccessRequest = (offerId: number, publisherId: number, decision: AccessDecision) =>
  payloadOf<AccessRequest>(
    http.post('/api/offers/access-requests/decide', { offer_id: offerId, publisher_id: publisherId, decision }),
  );

export const getTrackingLink = (id: number, subs: TrackingSubs) =>
  payloadOf<{ url: string }>(http.get(`${offerPath(id)}/tracking-link`, { params: paramsOf(subs) }));

/** Saves a downloaded file under `name` through a temporary object URL. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads `offers.csv`: the server's export of the rows the same filters show (page and limit aside). */
export async function downloadOffersCsv(query: OfferQuery): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  const response = await http.get<Blob>('/api/offers/export.csv', { params: paramsOf(filters), responseType: 'blob' });
  saveFile(response.data, 'offers.csv');
}
