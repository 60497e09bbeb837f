import { testPostback } from '@affnet/api';
import type { PostbackTestResult } from '@affnet/contracts';
import { formFailure } from '@affnet/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PostbackTestState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: PostbackTestResult }
  | { status: 'failed'; message: string; onUrl: boolean };

/** Fires a postback URL once through the server (the Test button) and keeps what came back. */
export function usePostbackTest() {
  const { t } = useTranslation('postbacks');
  const [state, setState] = useState<PostbackTestState>({ status: 'idle' });
  const run = useCallback(
    async (url: string) => {
      setState({ status: 'running' });
      try {
        setState({ status: 'done', result: await testPostback(url) });
      } catch (error) {
        const failure = formFailure(error, t, { url: 'url' });
        setState({ status: 'failed', message: failure.message, onUrl: failure.field === 'url' });
      }
    },
    [t],
  );
  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, clear };
}
