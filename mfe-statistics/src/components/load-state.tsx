import { userMessage } from '@affnet/api';
import { Alert, Button, type LoadState, Muted, Spinner } from '@affnet/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Center = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 0;
  p { margin: 0; }
`;

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
  if (state.status === 'loading') {
    return (
      <Center>
        <Spinner label={t('loading')} />
        <Muted aria-hidden="true">{t('loading')}</Muted>
      </Center>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert $tone="danger" role="alert">
        <p>{userMessage(state.error, t)}</p>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </Alert>
    );
  }
  return <>{children(state.data)}</>;
}
