import type { NetworkStatus } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Badge = styled.span<{ $active: boolean }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.success : p.theme.colors.danger)};
  color: ${(p) => (p.$active ? p.theme.colors.success : p.theme.colors.danger)};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
`;

export function StatusBadge({ status }: { status: NetworkStatus }) {
  const { t } = useTranslation('networks');
  return <Badge $active={status === 'active'}>{t(status)}</Badge>;
}
