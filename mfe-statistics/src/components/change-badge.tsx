import { formatPercent } from '@affnet/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Change } from '../lib/metrics';

const Badge = styled.span<{ $tone: 'success' | 'danger' | 'muted' }>`
  color: ${(p) => p.theme.colors[p.$tone]};
  font-weight: 600;
  white-space: nowrap;
`;

const ARROWS = { up: '▲', down: '▼', same: '■', new: '▲' } as const;
const TONES = { up: 'success', down: 'danger', same: 'muted', new: 'success' } as const;

/** A change told in words and an arrow, coloured as a help only. */
export function ChangeBadge({ change, locale }: { change: Change; locale: string }) {
  const { t } = useTranslation('statistics');
  const text =
    change.kind === 'up' || change.kind === 'down'
      ? t(`change.${change.kind}`, { percent: formatPercent(change.percent, locale) })
      : t(`change.${change.kind}`);
  return (
    <Badge $tone={TONES[change.kind]}>
      <span aria-hidden="true">{ARROWS[change.kind]} </span>
      {text}
    </Badge>
  );
}
