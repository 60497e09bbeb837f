import type { RemoteRelease } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Badge = styled.span<{ $tone: 'primary' | 'danger' }>`
  display: inline-block;
  margin-inline-start: 0.4rem;
  padding: 0.05rem 0.45rem;
  border-radius: 999px;
  border: 1px solid ${(p) => p.theme.colors[p.$tone]};
  color: ${(p) => (p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.text)};
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
`;

export const Small = styled.span<{ $danger?: boolean }>`
  display: block;
  color: ${(p) => (p.$danger ? p.theme.colors.danger : p.theme.colors.muted)};
  font-size: 0.8rem;
`;

export function DefaultBadge() {
  const { t } = useTranslation('remotes');
  return <Badge $tone="primary">{t('defaultBadge')}</Badge>;
}

/**
 * A release that failed for a signed-in user in the last 24 hours is flagged wherever it shows, so a bad canary is
 * seen; anonymous reports (anyone can send one) are counted apart and flag nothing.
 */
export function FailingFlag({ release }: { release: RemoteRelease | undefined }) {
  const { t } = useTranslation('remotes');
  if (!release || release.failures_24h === 0) return null;
  return (
    <Badge $tone="danger" title={t('failingNote', { count: release.failures_24h })}>
      <span aria-hidden="true">⚠ </span>
      {t('failingBadge')}
      <span className="visually-hidden">: {t('failingNote', { count: release.failures_24h })}</span>
    </Badge>
  );
}
