import { formFailure, notifyError } from '@affnet/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a form shows the server's refusal of one of its fields: server field path → the form's field. */
export interface ServerFields<K extends string> {
  fields: Readonly<Record<string, K>>;
  show: (field: K, message: string) => void;
}

/**
 * Runs a form's server call: `sending` is true meanwhile (a second submit is ignored). A failure is shown in the
 * user's language on its field when the form has it, else as an error toast.
 */
export function useSubmit<T, K extends string = never>(send: (value: T) => Promise<void>, onField?: ServerFields<K>) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(send);
  latest.current = send;
  const placement = useRef(onField);
  placement.current = onField;

  const submit = useCallback(
    async (value: T) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      try {
        await latest.current(value);
      } catch (error) {
        const failure = formFailure(error, t, placement.current?.fields ?? {});
        if (failure.field !== null && placement.current) placement.current.show(failure.field, failure.message);
        else notifyError(failure.message);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [t],
  );

  return { sending, submit };
}
