import type { Envelope } from '@affnet/contracts';
import { call, type HttpResponse } from './client';

/** Unwraps the envelope of a call through `http`: its payload; an answer without one is a server fault. */
export async function payloadOf<T>(request: Promise<HttpResponse<Envelope>>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

/** Drops empty filters so the query string holds only what the user chose. */
export function paramsOf(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}
