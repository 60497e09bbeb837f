import type { Envelope } from '@affnet/contracts';
import { ApiError, notifyError, notifySuccess, userMessage } from '@affnet/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A refused save: the message in the user's language and the server's name of the field it is about, if any. */
export interface SaveFailure {
  ok: false;
  error: string;
  field: string | null;
}

/**
 * Runs a save: busy while it runs, a 'Saved' toast (or `success`) in the user's language, or the error in the user's
 * language (returned too, with its field, so a section can show it on that input).
 */
export function useSave() {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  const run = async <T>(
    save: () => Promise<Envelope<T>>,
    success?: string,
  ): Promise<{ ok: true; payload?: T } | SaveFailure> => {
    setBusy(true);
    try {
      const envelope = await save();
      notifySuccess(success ?? t('saved'), t('common:success'));
      return { ok: true, payload: envelope.payload };
    } catch (error) {
      const message = userMessage(error, t);
      notifyError(message, t('common:error'));
      return { ok: false, error: message, field: error instanceof ApiError ? (error.field ?? null) : null };
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
