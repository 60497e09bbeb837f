import { userMessage } from '@affnet/api';
import { notifyError } from '@affnet/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Runs a form's server call: `sending` is true meanwhile (a second submit is ignored), and a failure is
 * shown as an error toast with the server's message.
 */
export function useSubmit<T>(send: (value: T) => Promise<void>) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(send);
  latest.current = send;

  const submit = useCallback(
    async (value: T) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      try {
        await latest.current(value);
      } catch (error) {
        notifyError(userMessage(error, t));
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [t],
  );

  return { sending, submit };
}
