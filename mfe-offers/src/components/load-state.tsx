import { userMessage } from '@affnet/api';
import { Alert, Button, Muted, Spinner } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Center = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1.5rem 0;
  p { margin: 0; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  flex-wrap: wrap;
`;

/** Shown while the server answers. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('offers');
  const text = label ?? t('common:loading');
  return (
    <Center>
      <Spinner label={text} size={24} />
      <Muted aria-hidden="true">{text}</Muted>
    </Center>
  );
}

/** A failed load in the user's language, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('offers');
  return (
    <Alert $tone="danger" role="alert">
      <Row>
        <span>{userMessage(error, t)}</span>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </Row>
    </Alert>
  );
}
