import { userMessage } from '@affnet/api';
import { Alert, Button, Muted, Spinner } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  flex-wrap: wrap;
  padding: 0.5rem 0;
  p { margin: 0; }
`;

/** Shown while the server answers. */
export function Loading({ label }: { label: string }) {
  return (
    <Row>
      <Spinner label={label} size={24} />
      <Muted aria-hidden="true">{label}</Muted>
    </Row>
  );
}

/** A failed load in the user's language, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('apiDetails');
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
