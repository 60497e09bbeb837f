import { ApiError } from '@affnet/api';
import type { TFunction } from 'i18next';

/**
 * What to tell the user about a failed call: the server's own message, a translated "cannot reach the
 * server" when no answer came back, and a generic translated line for anything unexpected.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.status === 0 ? t('common:networkError') : error.message;
  console.error(error);
  return t('auth:unexpectedError');
}
