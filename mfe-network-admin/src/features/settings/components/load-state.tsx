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

export function Loading() {
  const { t } = useTranslation('settings');
  return (
    <Row>
      <Spinner label={t('common:loading')} size={24} />
      <Muted aria-hidden="true">{t('common:loading')}</Muted>
    </Row>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('settings');
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
