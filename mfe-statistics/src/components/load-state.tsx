import { userMessage } from '@affnet/core';
import { LoadError, Loading, type LoadState } from '@affnet/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading (a labelled spinner), failure (the message and Retry) or the content drawn from the data. */
export function LoadView<T>({
  state,
  onRetry,
  children,
}: {
  state: LoadState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('statistics');
  if (state.status === 'loading') return <Loading label={t('loading')} />;
  if (state.status === 'failed') return <LoadError message={userMessage(state.error, t)} onRetry={onRetry} />;
  return <>{children(state.data)}</>;
}
