import type { DashboardSummary } from '@affnet/contracts';
import { formatDay } from '@affnet/format';
import { Muted } from '@affnet/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '../../../components/figures-table';
import { SectionTitle } from '../../../components/table';
import { TimeChart } from '../../../components/time-chart';
import type { FiguresView } from '../../../hooks/use-figures-view';
import { type Metric, visibleMetrics } from '../../../lib/metric-columns';
import { formatDayRange, periodInWords } from '../lib/compared-period';

const TABLE_METRICS: Metric[] = ['clicks', 'conversions', 'payout', 'revenue', 'profit'];

/**
 * Clicks and conversions of the last 30 days: a chart, then the same figures as a table. The last day is today so
 * far: the chart draws it apart and says so, and its row says until when it counts.
 */
export function DailyChart({ summary, viewer }: { summary: DashboardSummary; viewer: FiguresView }) {
  const { t } = useTranslation('statistics');
  const period = summary.last_30_days;
  const until = period.until;
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
  const dayHeading = (day: string) =>
    until !== null && day === period.to
      ? t('dashboard.todaySoFarDay', { day: formatDay(day, viewer.locale), time: until })
      : formatDay(day, viewer.locale);
  const days = formatDayRange(period.from, period.to, viewer.locale);
  return (
    <>
      <SectionTitle>{t('dashboard.last30')}</SectionTitle>
      <Muted>{periodInWords(period, t, viewer.locale)}</Muted>
      <TimeChart
        name={until === null ? t('dashboard.chartName') : t('dashboard.chartOfDays', { days, time: until })}
        labels={labels}
        series={series}
        partialLast={until === null ? undefined : t('dashboard.todaySoFar', { time: until })}
      />
      <details>
        <summary>{t('dashboard.showFigures')}</summary>
        <FiguresTable
          headingLabel={t('group.day')}
          metrics={visibleMetrics(viewer, TABLE_METRICS)}
          rows={summary.series.map((day) => ({ key: day.day, heading: dayHeading(day.day), figures: day }))}
          currency={summary.currency}
          viewer={viewer}
          caption={t('dashboard.last30')}
        />
      </details>
    </>
  );
}
