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

/**
 * How long a call may wait for its answer. Past it the call fails (and the busy spinner goes off) instead of hanging
 * on a server or proxy that never answers. Files get longer: a CSV export is written while it is sent, and a logo
 * goes up at the speed of the user's connection.
 */
export const CALL_TIMEOUT_MS = 30_000;
export const FILE_TIMEOUT_MS = 5 * 60_000;

/** Query values; an undefined or null one is left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** How much of an upload has been sent; `total` is unknown when the browser cannot tell the body's size. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
}

export interface RequestConfig {
  params?: QueryParams;
  headers?: Record<string, string>;
  /** `blob` for a file download; otherwise a JSON answer is parsed. */
  responseType?: 'json' | 'blob';
  /** TanStack Query's signal: a query whose filters were superseded aborts its request. */
  signal?: AbortSignal;
  /** Milliseconds; `CALL_TIMEOUT_MS` (or `FILE_TIMEOUT_MS` for a file) when unset, 0 for none. */
  timeout?: number;
  /** Reports an upload's progress (a logo): the call then goes by XMLHttpRequest, which alone reports it. */
  onUploadProgress?: (progress: UploadProgress) => void;
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

/**
 * axios (the design card's library, see axios-exchange.ts) is about 19 KB compressed, kept off the first screen's
 * script. Signed in, calls come at once: it loads beside the page's other scripts. Signed out (a sign-in page), it
 * loads on the first key, click or focus, since a form is filled in long before it is sent; and in any case on the
 * first call. A failed load is tried again on the next call.
 */
let axiosLoad: Promise<typeof import('./axios-exchange')> | undefined;
function axiosExchange() {
  axiosLoad ??= import(/* webpackChunkName: "axios" */ './axios-exchange').catch((error: unknown) => {
    axiosLoad = undefined;
    throw new ApiError(error instanceof Error ? error.message : 'Network Error', 0);
  });
  return axiosLoad;
}
const FIRST_TOUCH = ['keydown', 'pointerdown', 'focusin'] as const;
function preloadAxios() {
  for (const type of FIRST_TOUCH) window.removeEventListener(type, preloadAxios, true);
  void axiosExchange().catch(() => undefined);
}
if (typeof window !== 'undefined') {
  if (readCurrentUser()) preloadAxios();
  else for (const type of FIRST_TOUCH) window.addEventListener(type, preloadAxios, { capture: true, passive: true });
}

function urlOf(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null) query.append(key, String(value));
  const search = query.toString();
  return apiUrl(path) + (search ? (path.includes('?') ? '&' : '?') + search : '');
}

/** The answer's JSON; its text when it is not JSON (a proxy's error page); undefined when empty. */
async function bodyOf(data: unknown): Promise<unknown> {
  const text = data instanceof Blob ? await data.text() : String(data ?? '');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** A non-2xx answer: the envelope's message if it has one, else the status text (spec section 7). */
function answerError(status: number, statusText: string, body: unknown): ApiError {
  const envelope = typeof body === 'object' && body !== null ? (body as Envelope) : undefined;
  const message =
    (typeof envelope?.msg === 'string' && envelope.msg) || statusText || `Request failed with status ${status}`;
  return new ApiError(message, status, envelope?.code, envelope);
}

function headersOf(body: unknown, config: RequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readCurrentUser()?.token;
  // The bare token, without a Bearer prefix (spec section 7).
  if (token) headers.Authorization = token;
  // FormData sets its own multipart type, with the boundary.
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  return { ...headers, ...config.headers };
}

async function exchange(method: string, path: string, body: unknown, config: RequestConfig) {
  const file = config.responseType === 'blob' || body instanceof FormData;
  const { exchange: send } = await axiosExchange();
  const answer = await send({
    method,
    url: urlOf(path, config.params),
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    headers: headersOf(body, config),
    responseType: config.responseType === 'blob' ? 'blob' : 'text',
    signal: config.signal,
    timeout: config.timeout ?? (file ? FILE_TIMEOUT_MS : CALL_TIMEOUT_MS),
    onUploadProgress: config.onUploadProgress,
    fetch: transport.fetch,
  });
  const { status, statusText } = answer;
  const ok = status >= 200 && status < 300;
  // A failed download's body is the envelope, read like any other.
  const data = ok && config.responseType === 'blob' ? answer.data : await bodyOf(answer.data);
  return { ok, status, statusText, data };
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
    const { ok, status, statusText, data } = await exchange(method, path, body, config);
    if (ok) return { data: data as T, status } satisfies HttpResponse<T>;
    if ((status === 401 || status === 403) && readCurrentUser()) endSession();
    throw answerError(status, statusText, data);
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
