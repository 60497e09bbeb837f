import type { Envelope } from '@affnet/contracts';
import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { useBusy } from '../store/busy-store';
import { readCurrentUser } from '../store/session-storage';
import { useSession } from '../store/session-store';
import { ApiError } from './api-error';

declare const process: { env: Record<string, string | undefined> };

/** The API's base address: an environment setting at build time, the page's own origin when unset. */
const baseURL = process.env.AFFNET_API_URL ?? '';

/** What happens on 401/403: kept swappable so tests can observe it instead of reloading jsdom. */
export const sessionEnd = {
  reload: () => window.location.reload(),
};

/** Spec section 4: save the return path (not /login or /logout), log out, reload. */
export function endSession(): void {
  useSession.getState().expire(window.location.pathname + window.location.search);
  sessionEnd.reload();
}

function toApiError(error: AxiosError<Envelope>): ApiError {
  const status = error.response?.status ?? 0;
  const body = error.response?.data;
  const message =
    body && typeof body === 'object' && typeof body.msg === 'string' && body.msg
      ? body.msg
      : error.response?.statusText || error.message;
  return new ApiError(message, status, body?.code, body);
}

export function createClient(): AxiosInstance {
  const client = axios.create({ baseURL, headers: { 'Content-Type': 'application/json' } });
  client.interceptors.request.use(
    (config) => {
      useBusy.getState().start();
      const user = readCurrentUser();
      // The bare token, without a Bearer prefix (spec section 7).
      if (user?.token) config.headers.set('Authorization', user.token);
      return config;
      // Synchronous, so the busy flag is on from the moment a call is made.
    },
    undefined,
    { synchronous: true },
  );
  client.interceptors.response.use(
    (response) => {
      useBusy.getState().finish();
      return response;
    },
    (error: AxiosError<Envelope>) => {
      useBusy.getState().finish();
      const status = error.response?.status;
      if ((status === 401 || status === 403) && readCurrentUser()) endSession();
      return Promise.reject(toApiError(error));
    },
  );
  return client;
}

export const http = createClient();

/** Unwraps the envelope: resolves with the payload on err 0, rejects with an ApiError on err 1. */
export async function call<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<Envelope<T>> {
  const { data, status } = await request;
  if (data.err !== 0) throw new ApiError(data.msg, status, data.code, data);
  return data;
}
