import type { PublisherApiTry, PublisherApiTryResult } from '@affnet/contracts';
import { apiUrl } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

/**
 * Calls the real publisher API (GET /publisher/offers/v2) with the given keys, outside the session transport:
 * any status (a 401 for wrong keys too) is a result to show, not the end of the session.
 */
export async function tryPublisherApi(input: PublisherApiTry): Promise<PublisherApiTryResult> {
  const { apikey, secretkey, ...query } = input;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, String(value));
  const started = performance.now();
  const response = await fetch(apiUrl(`/publisher/offers/v2?${search}`), { headers: { apikey, secretkey } });
  const text = await response.text();
  return { status: response.status, ms: Math.round(performance.now() - started), body: parsed(text) };
}

/** The answer as JSON when it is JSON, else its text as sent. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const useTryPublisherApi = () => useMutation({ mutationFn: tryPublisherApi });
