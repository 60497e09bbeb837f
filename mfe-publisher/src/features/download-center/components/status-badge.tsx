import type { ExportStatus } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';

const TONES: Record<ExportStatus, (theme: DefaultTheme) => string> = {
  queued: (theme) => theme.colors.muted,
  running: (theme) => theme.colors.primary,
  done: (theme) => theme.colors.success,
  failed: (theme) => theme.colors.danger,
  expired: (theme) => theme.colors.muted,
};

const Badge = styled.span<{ $status: ExportStatus }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  border: 2px solid ${(p) => TONES[p.$status](p.theme)};
  color: ${(p) => p.theme.colors.text};
  font-size: 0.85rem;
  font-weight: 600;
`;

/** An export's status as a labelled pill (the word carries the meaning; the colour only repeats it). */
export function StatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation('downloadCenter');
  return <Badge $status={status}>{t(`status.${status}`)}</Badge>;
}
