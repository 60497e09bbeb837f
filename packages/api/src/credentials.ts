import type { Envelope, NewPublisherCredentials, PublisherCredentials } from '@affnet/contracts';
import { call, http } from '@affnet/core';

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

const idOf = (publisherId: number) => encodeURIComponent(String(publisherId));

/** The publisher's apikey (never the secret); apikey null when he has none yet. */
export const getCredentials = (publisherId: number) =>
  payloadOf<PublisherCredentials>(http.get(`/api/credential/${idOf(publisherId)}`));

/** Creates the first pair; the secret is in the answer this once. */
export const createCredentials = (publisherId: number) =>
  payloadOf<NewPublisherCredentials>(http.get(`/api/credential/create/${idOf(publisherId)}`));

/** Replaces both keys: the old pair stops working at once; the new secret is in the answer this once. */
export const regenerateCredentials = (publisherId: number) =>
  payloadOf<NewPublisherCredentials>(http.put(`/api/credential/update/${idOf(publisherId)}`, { confirm: true }));
