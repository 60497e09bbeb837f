import type { PostbackTestResult } from '@affnet/contracts';
import { formFailure } from '@affnet/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PostbackTestInput, useTestPostback } from '../api/test-postback';

export type PostbackTestState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: PostbackTestResult }
  | { status: 'failed'; message: string; onUrl: boolean };

/** Fires a postback URL once through the server (the Test button) and keeps what came back. */
export function usePostbackTest() {
  const { t } = useTranslation('postbacks');
  const test = useTestPostback();
  const { status, data, error } = test;
  // Worded once per failure (an unexpected one is also logged), not on every render.
  const state = useMemo((): PostbackTestState => {
    if (status === 'pending') return { status: 'running' };
    if (status === 'success') return { status: 'done', result: data };
    if (status === 'error') {
      const failure = formFailure(error, t, { url: 'url' });
      return { status: 'failed', message: failure.message, onUrl: failure.field === 'url' };
    }
    return { status: 'idle' };
  }, [status, data, error, t]);
  return { state, run: (input: PostbackTestInput) => test.mutate(input), clear: test.reset };
}
