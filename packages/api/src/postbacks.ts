import type {
  Envelope,
  Page,
  Postback,
  PostbackDelivery,
  PostbackInput,
  PostbackQuery,
  PostbackTestResult,
} from '@affnet/contracts';
import { call, http } from '@affnet/core';

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

const postbackPath = (id: number) => `/api/postbacks/${encodeURIComponent(String(id))}`;

/** A publisher's postbacks; the network owner's: every postback of the network (filter by status, publisher). */
export const getPostbacks = (query: PostbackQuery = {}) =>
  payloadOf<Postback[]>(
    http.get('/api/postbacks', {
      params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')),
    }),
  );

export const createPostback = (input: PostbackInput) => payloadOf<Postback>(http.post('/api/postbacks', input));

export const updatePostback = (id: number, input: PostbackInput) =>
  payloadOf<Postback>(http.put(postbackPath(id), input));

/** Resolves with the postback when the deletion waits for approval, with null when it is gone. */
export async function deletePostback(id: number): Promise<Postback | null> {
  const envelope = await call<Postback>(http.delete(postbackPath(id)));
  return envelope.payload ?? null;
}

/** Fires the URL once with sample values and reports the HTTP status and the time. */
export const testPostback = (url: string) => payloadOf<PostbackTestResult>(http.post('/api/postbacks/test', { url }));

export const getPostbackDeliveries = (id: number, page = 1, limit = 20) =>
  payloadOf<Page<PostbackDelivery>>(http.get(`${postbackPath(id)}/deliveries`, { params: { page, limit } }));

/** The network owner's forwarding deliveries. */
export const getForwardingDeliveries = (page = 1, limit = 20) =>
  payloadOf<Page<PostbackDelivery>>(http.get('/api/postbacks/forwarding/deliveries', { params: { page, limit } }));
