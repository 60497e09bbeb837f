import type { DashboardSummary } from '@affnet/contracts';
import { formatDay } from '@affnet/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '../../../components/figures-table';
import { SectionTitle } from '../../../components/table';
import { TimeChart } from '../../../components/time-chart';
import type { Viewer } from '../../../hooks/use-viewer';
import { type Metric, visibleMetrics } from '../../../lib/metric-columns';

const TABLE_METRICS: Metric[] = ['clicks', 'conversions', 'payout', 'revenue', 'profit'];

/** Clicks and conversions of the last 30 days: a chart, then the same figures as a table. */
export function DailyChart({ summary, viewer }: { summary: DashboardSummary; viewer: Viewer }) {
  const { t } = useTranslation('statistics');
  const labels = useMemo(
    () => summary.series.map((day) => formatDay(day.day, viewer.locale, 'short')),
    [summary.series, viewer.locale],
  );
  const series = useMemo(
    () => [
      { label: t('metric.clicks'), values: summary.series.map((day) => day.clicks) },
      { label: t('metric.conversions'), values: summary.series.map((day) => day.conversions) },
    ],
    [summary.series, t],
  );
  const metrics = visibleMetrics(viewer, TABLE_METRICS);
  return (
    <>
      <SectionTitle>{t('dashboard.last30')}</SectionTitle>
      <TimeChart name={t('dashboard.chartName')} labels={labels} series={series} />
      <details>
        <summary>{t('dashboard.showFigures')}</summary>
        <FiguresTable
          headingLabel={t('group.day')}
          metrics={metrics}
          rows={summary.series.map((day) => ({
            key: day.day,
            heading: formatDay(day.day, viewer.locale),
            figures: day,
          }))}
          currency={summary.currency}
          viewer={viewer}
          caption={t('dashboard.last30')}
        />
      </details>
    </>
  );
}
