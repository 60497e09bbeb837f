import type { Envelope, Page, Postback, PostbackDelivery, PostbackQuery } from '@affnet/contracts';
import { call, http } from '@affnet/core';

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

/** A publisher's postbacks; the network owner's: every postback of the network (filter by status, publisher). */
export const getPostbacks = (query: PostbackQuery = {}) =>
  payloadOf<Postback[]>(
    http.get('/api/postbacks', {
      params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')),
    }),
  );

/** The network owner's forwarding deliveries. */
export const getForwardingDeliveries = (page = 1, limit = 20) =>
  payloadOf<Page<PostbackDelivery>>(http.get('/api/postbacks/forwarding/deliveries', { params: { page, limit } }));
