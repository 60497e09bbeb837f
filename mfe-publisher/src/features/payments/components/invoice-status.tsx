import type { InvoiceStatus as Status } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Badge = styled.span<{ $paid: boolean }>`
  border: 1px solid ${(p) => (p.$paid ? p.theme.colors.success : p.theme.colors.border)};
  border-radius: 999px;
  color: ${(p) => (p.$paid ? p.theme.colors.success : p.theme.colors.text)};
  display: inline-block;
  font-size: 0.85rem;
  padding: 0.1rem 0.6rem;
  white-space: nowrap;
  /* Its own width, also in a phone's card where the cell stretches. */
  width: fit-content;
`;

/** An invoice's status in words: approved (waiting to be paid) or paid. */
export function InvoiceStatus({ status }: { status: Status }) {
  const { t } = useTranslation('payments');
  return <Badge $paid={status === 'paid'}>{t(`status.${status}`)}</Badge>;
}
