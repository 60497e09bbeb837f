import type { Comparison } from '@affnet/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChangeBadge } from '../../../components/change-badge';
import { MetricValue } from '../../../components/metric-cell';
import type { FiguresView } from '../../../hooks/use-figures-view';
import { formatMetric, type Metric, metricLabelKey, metricValue, visibleMetrics } from '../../../lib/metric-columns';
import { percentChange } from '../../../lib/metrics';
import { comparedWith, periodInWords } from '../lib/compared-period';
import { MoneyChangeLines } from './money-change-lines';

const Box = styled.section`
  flex: 1 1 16rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 1rem;
  h2 { font-size: 1rem; margin: 0 0 0.25rem; }
  dl { margin: 0; display: grid; gap: 0.6rem; }
  dt { color: ${(p) => p.theme.colors.muted}; font-size: 0.85rem; }
  dd { margin: 0; display: flex; flex-wrap: wrap; gap: 0.2rem 0.6rem; align-items: baseline; }
`;

const Value = styled.strong`
  font-size: 1.2rem;
  font-variant-numeric: tabular-nums;
`;

const Previous = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.85rem;
`;

/** The card's days, then what they are compared with: two short lines rather than one long sentence. */
const Days = styled.p`
  font-size: 0.9rem;
  margin: 0;
`;

const Against = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.85rem;
  margin: 0 0 0.75rem;
`;

const CARD_METRICS: Metric[] = ['clicks', 'conversions', 'payout', 'revenue', 'profit'];
/** Money is told one line per currency, each against its own line of the period before (money-change-lines.tsx). */
const MONEY_METRICS = new Set<Metric>(['payout', 'revenue', 'profit']);

/** One period against the one before it: each metric, its previous value and the change. */
export function ComparisonCard({
  title,
  comparison,
  currency,
  viewer,
  againstYesterday = false,
}: {
  title: string;
  /** The card of today: its other period is called "yesterday". */
  againstYesterday?: boolean;
  comparison: Comparison;
  currency: string;
  viewer: FiguresView;
}) {
  const { t } = useTranslation('statistics');
  const titleId = useId();
  const { current, previous } = comparison;
  return (
    <Box aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Days>{periodInWords(comparison.current_period, t, viewer.locale)}</Days>
      <Against>{comparedWith(comparison.previous_period, againstYesterday, t, viewer.locale)}</Against>
      <dl>
        {visibleMetrics(viewer, CARD_METRICS).map((metric) => (
          <div key={metric}>
            <dt>{t(metricLabelKey(metric, viewer))}</dt>
            <dd>
              {MONEY_METRICS.has(metric) ? (
                <MoneyChangeLines comparison={comparison} metric={metric} viewer={viewer} />
              ) : (
                <>
                  <Value>
                    <MetricValue figures={current} metric={metric} currency={currency} viewer={viewer} />
                  </Value>
                  <ChangeBadge
                    change={percentChange(metricValue(current, metric) ?? 0, metricValue(previous, metric) ?? 0)}
                    locale={viewer.locale}
                  />
                  <Previous>
                    {t('previousValue', { value: formatMetric(previous, metric, currency, viewer.locale) })}
                  </Previous>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}
