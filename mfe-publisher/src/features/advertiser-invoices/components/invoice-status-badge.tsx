import type { AdvertiserInvoiceStatus } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Badge = styled.span<{ $status: AdvertiserInvoiceStatus }>`
  border: 1px solid ${(p) => (p.$status === 'paid' ? p.theme.colors.success : p.$status === 'overdue' ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: 999px;
  color: ${(p) => (p.$status === 'paid' ? p.theme.colors.success : p.$status === 'overdue' ? p.theme.colors.danger : p.theme.colors.text)};
  display: inline-block;
  font-size: 0.85rem;
  padding: 0.1rem 0.6rem;
  white-space: nowrap;
  /* Its own width, also in a phone's card where the cell stretches. */
  width: fit-content;
`;

/** An invoice's status in words (sent, overdue, paid); the colour only repeats them. */
export function InvoiceStatusBadge({ status }: { status: AdvertiserInvoiceStatus }) {
  const { t } = useTranslation('advertiser-invoices');
  return <Badge $status={status}>{t(`status.${status}`)}</Badge>;
}
