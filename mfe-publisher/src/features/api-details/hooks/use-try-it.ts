import { userMessage } from '@affnet/core';
import { type FieldRule, type FieldRules, useValidatedForm } from '@affnet/ui';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTryPublisherApi } from '../api/try-publisher-api';
import type { TryForm } from '../lib/curl-sample';

/** A whole number from `min` to `max`, or nothing (the API's default). */
const wholeFromTo =
  (min: number, max: number): FieldRule<unknown> =>
  (text) => {
    const value = Number(text.trim());
    return text.trim() && !(Number.isInteger(value) && value >= min && value <= max)
      ? { key: 'apiDetails:invalid.range', values: { min, max } }
      : null;
  };

const filled: FieldRule<unknown> = (text) => (text.trim() ? null : { key: 'apiDetails:invalid.required' });

/** The ranges and keys the publisher API checks. */
const TRY_RULES: FieldRules<TryForm> = {
  limit: [wholeFromTo(1, 100)],
  page: [wholeFromTo(1, 1_000_000)],
  apikey: [filled],
  secretkey: [filled],
};

/** The Try it form (the glue of @affnet/ui over its rules) and the last answer of the real API. */
export function useTryIt(apikey: string | null) {
  const { t } = useTranslation('apiDetails');
  const form = useValidatedForm<TryForm>({
    defaultValues: { offer_type: 'all', limit: '20', page: '1', apikey: apikey ?? '', secretkey: '' },
    rules: TRY_RULES,
  });
  const attempt = useTryPublisherApi();
  const { setValue } = form;

  // New keys (created or regenerated) replace the API key in the form.
  useEffect(() => {
    if (apikey) setValue('apikey', apikey);
  }, [apikey, setValue]);

  // The answer, good or bad, is shown under the form rather than as a field's message.
  const send = form.submit((values) => {
    const number = (text: string) => (text.trim() ? Number(text) : undefined);
    attempt.mutate({
      offer_type: values.offer_type as 'all',
      limit: number(values.limit),
      page: number(values.page),
      apikey: values.apikey.trim(),
      secretkey: values.secretkey.trim(),
    });
  });

  // Worded once per failure (an unexpected one is also logged), not on every render.
  const failure = useMemo(() => (attempt.error ? userMessage(attempt.error, t) : null), [attempt.error, t]);
  return { form, send, result: attempt.data ?? null, failure, sending: attempt.isPending };
}
