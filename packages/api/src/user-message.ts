import { ApiError } from './api-error';

/**
 * What to tell the user about a failed call, in their language: the server's own message; "cannot reach
 * the server" when no answer came back; a generic line for anything unexpected (which is also logged).
 * `t` is the caller's i18next function; the keys live in the `common` namespace.
 */
export function userMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) return error.status === 0 ? t('common:networkError') : error.message;
  console.error(error);
  return t('common:unexpectedError');
}
