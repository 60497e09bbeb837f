import axios, { AxiosError, isCancel } from 'axios';
import { ApiError, REQUEST_ABORTED, REQUEST_TIMEOUT } from './api-error';
import type { Answer, UploadProgress } from './client';

/** A request as the transport sends it: its body already JSON text, FormData or nothing. */
export interface Outgoing {
  method: string;
  url: string;
  body: string | FormData | undefined;
  headers: Record<string, string>;
  responseType: 'text' | 'blob';
  signal: AbortSignal | undefined;
  timeout: number;
  onUploadProgress: ((progress: UploadProgress) => void) | undefined;
  fetch: (url: string, init: RequestInit) => Promise<Answer>;
}

/** An answer of any status, its body as received (text, or a Blob for a download). */
export interface Received {
  status: number;
  statusText: string;
  data: unknown;
}

/**
 * axios, the design card's HTTP library: it brings the timeout, the abort signal and upload progress; the envelope,
 * token and status rules stay in `client.ts`. Every status resolves (`validateStatus: null`) so that one place reads
 * an answer, and bodies go out and come back as they are (no transforms).
 */
const client = axios.create({
  validateStatus: null,
  transformRequest: [],
  transformResponse: [],
  // The headers fetch sent before: axios would add Accept, name itself in User-Agent and give a body-less POST a
  // form content type the API refuses.
  headers: { Accept: false, 'User-Agent': false, 'Content-Type': false } as never,
});

/** Sends by the given fetch; an upload whose progress is wanted by XMLHttpRequest, which alone reports it. */
export async function exchange(request: Outgoing): Promise<Received> {
  const { onUploadProgress } = request;
  try {
    const answer = await client.request({
      method: request.method,
      url: request.url,
      data: request.body,
      headers: request.headers,
      responseType: request.responseType,
      signal: request.signal,
      timeout: request.timeout,
      // No `Request`: axios then hands fetch a url and a plain init, which a test's fetch can read.
      adapter: onUploadProgress ? 'xhr' : 'fetch',
      env: { fetch: request.fetch, Request: null } as never,
      onUploadProgress: onUploadProgress && (({ loaded, total }) => onUploadProgress({ loaded, total })),
    });
    return { status: answer.status, statusText: answer.statusText, data: answer.data };
  } catch (error) {
    throw failureOf(error);
  }
}

/**
 * A call that got no answer, as an ApiError of status 0: aborted by its caller (a superseded query: TanStack Query
 * drops it, nothing is shown), out of time (the user is told the server took too long), or cut off (offline, refused),
 * which the user is told as "cannot reach the server".
 */
function failureOf(error: unknown): ApiError {
  if (isCancel(error)) return new ApiError('The request was aborted', 0, REQUEST_ABORTED);
  if (error instanceof AxiosError && (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED')) {
    return new ApiError(error.message, 0, REQUEST_TIMEOUT);
  }
  // axios says "Network Error"; what the browser said is more use in a log.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return new ApiError(cause instanceof Error ? cause.message : 'Network Error', 0);
}
