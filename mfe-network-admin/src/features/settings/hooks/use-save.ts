import { userMessage } from '@affnet/api';
import type { Envelope } from '@affnet/contracts';
import { notifyError, notifySuccess } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Runs a save: busy while it runs, a 'Success!' toast with the server's message, or the error (returned too). */
export function useSave() {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  const run = async <T>(
    save: () => Promise<Envelope<T>>,
  ): Promise<{ ok: true; payload?: T } | { ok: false; error: string }> => {
    setBusy(true);
    try {
      const envelope = await save();
      notifySuccess(envelope.msg || t('saved'), t('common:success'));
      return { ok: true, payload: envelope.payload };
    } catch (error) {
      const message = userMessage(error, t);
      notifyError(message, t('common:error'));
      return { ok: false, error: message };
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
