import type { Envelope } from '@affnet/contracts';
import { call } from '@affnet/core';

/** The payload of a successful answer; an answer without one is a broken server, not an empty result. */
export async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}
