import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { Alert, Muted } from './card';
import { Spinner } from './spinner';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  flex-wrap: wrap;
  p { margin: 0; }
`;

const Waiting = styled(Row)`
  justify-content: flex-start;
  padding: 1rem 0;
`;

/** Shown while the server answers: a labelled spinner ("Loading…" unless told). */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <Waiting>
      <Spinner label={text} size={24} />
      <Muted aria-hidden="true">{text}</Muted>
    </Waiting>
  );
}

/**
 * A failed load, with a way to try again when trying again can help (no `onRetry`: no button); the caller words it,
 * e.g. `userMessage(error, t)` from @affnet/core.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert $tone="danger" role="alert">
      <Row>
        <span>{message}</span>
        {onRetry ? (
          <Button type="button" $variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Row>
    </Alert>
  );
}
