import type { Envelope } from '@affnet/contracts';
import { call } from '@affnet/core';

/** Unwraps the envelope to its payload; an answer without one is a server fault, not an empty result. */
export async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

/** A number as one path segment. */
export const segment = (value: number) => encodeURIComponent(String(value));

/** Drops empty filters so the query string holds only what the user chose. */
export const paramsOf = (query: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
