import { tryPublisherApi } from '@affnet/api';
import type { PublisherApiTryResult } from '@affnet/contracts';
import { userMessage } from '@affnet/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [result, setResult] = useState<PublisherApiTryResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

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

  const send = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const number = (text: string) => (text.trim() ? Number(text) : undefined);
      setResult(
        await tryPublisherApi({
          offer_type: form.offer_type as 'all',
          limit: number(form.limit),
          page: number(form.page),
          apikey: form.apikey.trim(),
          secretkey: form.secretkey.trim(),
        }),
      );
    } catch (error) {
      setResult(null);
      setFailure(userMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  return { form, errors, set, send, result, failure, sending };
}
