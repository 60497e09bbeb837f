import type { Envelope } from '@affnet/contracts';
import { ApiError, notifyError, notifySuccess, userMessage } from '@affnet/core';
import { useTranslation } from 'react-i18next';

/** A refused save: the message in the user's language and the server's name of the field it is about, if any. */
export interface SaveFailure {
  ok: false;
  error: string;
  field: string | null;
}

export type SaveOutcome<T> = { ok: true; payload?: T } | SaveFailure;

/**
 * Says how a save went: a 'Saved' toast (or `success`) in the user's language, or the error in the user's language
 * (returned too, with its field, so a section can show it on that input). Whether a save is running is the
 * mutation's own `isPending`.
 */
export function useSave() {
  const { t } = useTranslation('settings');
  return async <T>(saving: Promise<Envelope<T>>, success?: string): Promise<SaveOutcome<T>> => {
    try {
      const envelope = await saving;
      notifySuccess(success ?? t('saved'), t('common:success'));
      return { ok: true, payload: envelope.payload };
    } catch (error) {
      const message = userMessage(error, t);
      notifyError(message, t('common:error'));
      return { ok: false, error: message, field: error instanceof ApiError ? (error.field ?? null) : null };
    }
  };
}
