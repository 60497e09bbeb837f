import type { Envelope } from '@affnet/contracts';
import { useBusy } from '../store/busy-store';
import { readCurrentUser } from '../store/session-storage';
import { useSession } from '../store/session-store';
import { ApiError } from './api-error';

declare const process: { env: Record<string, string | undefined> };

/** The API's base address: an environment setting at build time, the page's own origin when unset. */
const baseURL = (process.env.AFFNET_API_URL ?? '').replace(/\/+$/, '');

/** The address of an API path, for what cannot go through `http` (a beacon, a call outside the session). */
export const apiUrl = (path: string): string => baseURL + path;

/** Query values; an undefined or null one is left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestConfig {
  params?: QueryParams;
  headers?: Record<string, string>;
  /** `blob` for a file download; otherwise a JSON answer is parsed. */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

/** What the transport reads of an answer. */
export type Answer = Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'blob'>;

/** The browser's fetch, kept swappable: jsdom has none, and a test sends through its own. */
export const transport = {
  fetch: (url: string, init: RequestInit): Promise<Answer> => fetch(url, init),
};

/** What happens on 401/403: kept swappable so tests can observe it instead of reloading jsdom. */
export const sessionEnd = {
  reload: () => window.location.reload(),
};

/** Spec section 4: save the return path (not /login or /logout), log out, reload. */
export function endSession(): void {
  useSession.getState().expire(window.location.pathname + window.location.search);
  sessionEnd.reload();
}

function urlOf(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null) query.append(key, String(value));
  const search = query.toString();
  return apiUrl(path) + (search ? (path.includes('?') ? '&' : '?') + search : '');
}

/** The answer's JSON; its text when it is not JSON (a proxy's error page); undefined when empty. */
async function bodyOf(answer: Answer): Promise<unknown> {
  const text = await answer.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** A non-2xx answer: the envelope's message if it has one, else the status text (spec section 7). */
function answerError(answer: Answer, body: unknown): ApiError {
  const envelope = typeof body === 'object' && body !== null ? (body as Envelope) : undefined;
  const message =
    (typeof envelope?.msg === 'string' && envelope.msg) ||
    answer.statusText ||
    `Request failed with status ${answer.status}`;
  return new ApiError(message, answer.status, envelope?.code, envelope);
}

async function exchange<T>(url: string, init: RequestInit, config: RequestConfig): Promise<HttpResponse<T>> {
  let answer: Answer;
  let data: unknown;
  try {
    answer = await transport.fetch(url, init);
    data = answer.ok && config.responseType === 'blob' ? await answer.blob() : await bodyOf(answer);
  } catch (error) {
    // No answer at all (offline, refused, cut off): status 0, which the user is told as "cannot reach the server".
    throw new ApiError(error instanceof Error ? error.message : 'Network Error', 0);
  }
  if (answer.ok) return { data: data as T, status: answer.status };
  if ((answer.status === 401 || answer.status === 403) && readCurrentUser()) endSession();
  throw answerError(answer, data);
}

async function send<T>(
  method: string,
  path: string,
  body: unknown,
  config: RequestConfig = {},
): Promise<HttpResponse<T>> {
  // Synchronous, so the busy flag is on from the moment a call is made.
  useBusy.getState().start();
  try {
    const headers: Record<string, string> = {};
    const token = readCurrentUser()?.token;
    // The bare token, without a Bearer prefix (spec section 7).
    if (token) headers.Authorization = token;
    // FormData sets its own multipart type, with the boundary.
    const json = body !== undefined && !(body instanceof FormData);
    if (json) headers['Content-Type'] = 'application/json';
    const init = { method, headers: { ...headers, ...config.headers }, body: json ? JSON.stringify(body) : body };
    return await exchange<T>(urlOf(path, config.params), init as RequestInit, config);
  } finally {
    useBusy.getState().finish();
  }
}

/**
 * The dashboard's HTTP transport: every call of every area goes through it. An answer is an envelope unless the
 * caller says otherwise (a file download); the payload's type is named where it is unwrapped (`call`, `payloadOf`).
 */
export const http = {
  get: <T = Envelope>(url: string, config?: RequestConfig) => send<T>('GET', url, undefined, config),
  delete: <T = Envelope>(url: string, config?: RequestConfig) => send<T>('DELETE', url, undefined, config),
  post: <T = Envelope>(url: string, body?: unknown, config?: RequestConfig) => send<T>('POST', url, body, config),
  put: <T = Envelope>(url: string, body?: unknown, config?: RequestConfig) => send<T>('PUT', url, body, config),
};

/** Unwraps the envelope: resolves with it on err 0 (its payload taken to be a T), rejects with an ApiError on err 1. */
export async function call<T>(request: Promise<HttpResponse<Envelope>>): Promise<Envelope<T>> {
  const { data, status } = await request;
  if (data.err !== 0) throw new ApiError(data.msg, status, data.code, data);
  return data as Envelope<T>;
}
