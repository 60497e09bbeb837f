import type { PublisherApiTry, PublisherApiTryResult } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import axios from 'axios';

declare const process: { env: Record<string, string | undefined> };

/**
 * Calls the real publisher API (GET /publisher/offers/v2) with the given keys, outside the session client:
 * a 401 for wrong keys is a result to show, not the end of the session.
 */
export async function tryPublisherApi(input: PublisherApiTry): Promise<PublisherApiTryResult> {
  const { apikey, secretkey, ...query } = input;
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  const started = performance.now();
  const response = await axios.get('/publisher/offers/v2', {
    baseURL: process.env.AFFNET_API_URL ?? '',
    params,
    headers: { apikey, secretkey },
    validateStatus: () => true,
  });
  return { status: response.status, ms: Math.round(performance.now() - started), body: response.data };
}

export const useTryPublisherApi = () => useMutation({ mutationFn: tryPublisherApi });
