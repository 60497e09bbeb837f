import type { Envelope, Offer, OfferQuery, Page } from '@affnet/contracts';
import { call, http } from '@affnet/core';

// The offers remote owns its calls (mfe-offers/src/features/*/api); these two stay for the other remotes that use them.

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

/** Drops empty filters so the query string holds only what the user chose. */
function paramsOf(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

export const getOffers = (query: OfferQuery) =>
  payloadOf<Page<Offer>>(http.get('/api/offers', { params: paramsOf(query) }));

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
