import { userMessage } from '@affnet/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTryPublisherApi } from '../api/try-publisher-api';
import type { TryForm } from '../lib/curl-sample';

type Errors = Partial<Record<keyof TryForm, string>>;

const RANGES = { limit: [1, 100], page: [1, 1_000_000] } as const;

/** The Try it form: its fields, their validation and the last answer of the real API. */
export function useTryIt(apikey: string | null) {
  const { t } = useTranslation('apiDetails');
  const [form, setForm] = useState<TryForm>({
    offer_type: 'all',
    limit: '20',
    page: '1',
    apikey: apikey ?? '',
    secretkey: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const attempt = useTryPublisherApi();

  // New keys (created or regenerated) replace the API key in the form.
  useEffect(() => {
    if (apikey) setForm((current) => ({ ...current, apikey }));
  }, [apikey]);

  const set = (name: keyof TryForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    for (const name of ['limit', 'page'] as const) {
      const [min, max] = RANGES[name];
      const text = form[name].trim();
      const value = Number(text);
      if (text && !(Number.isInteger(value) && value >= min && value <= max)) {
        found[name] = t('invalid.range', { field: t(`try.${name}`), min, max });
      }
    }
    for (const name of ['apikey', 'secretkey'] as const) {
      if (!form[name].trim()) found[name] = t('invalid.required', { field: t(`try.${name}`) });
    }
    return found;
  };

  const send = () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const number = (text: string) => (text.trim() ? Number(text) : undefined);
    attempt.mutate({
      offer_type: form.offer_type as 'all',
      limit: number(form.limit),
      page: number(form.page),
      apikey: form.apikey.trim(),
      secretkey: form.secretkey.trim(),
    });
  };

  // Worded once per failure (an unexpected one is also logged), not on every render.
  const failure = useMemo(() => (attempt.error ? userMessage(attempt.error, t) : null), [attempt.error, t]);
  return { form, errors, set, send, result: attempt.data ?? null, failure, sending: attempt.isPending };
}
