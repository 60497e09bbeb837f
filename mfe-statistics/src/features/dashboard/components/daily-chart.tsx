import type { DashboardSummary } from '@affnet/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTitle, Table, TableScroll } from '../../../components/table';
import { TimeChart } from '../../../components/time-chart';
import type { Viewer } from '../../../hooks/use-viewer';
import { formatMetric, type Metric, visibleMetrics } from '../../../lib/metric-columns';

const TABLE_METRICS: Metric[] = ['clicks', 'conversions', 'payout', 'revenue', 'profit'];

/** Clicks and conversions of the last 30 days: a chart, then the same figures as a table. */
export function DailyChart({ summary, viewer }: { summary: DashboardSummary; viewer: Viewer }) {
  const { t } = useTranslation('statistics');
  const labels = useMemo(() => summary.series.map((day) => day.day.slice(5)), [summary.series]);
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
        <TableScroll tabIndex={0} role="region" aria-label={t('dashboard.last30')}>
          <Table>
            <caption>{t('dashboard.last30')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('group.day')}</th>
                {metrics.map((metric) => (
                  <th key={metric} scope="col" data-numeric>
                    {t(`metric.${metric}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.series.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  {metrics.map((metric) => (
                    <td key={metric} data-numeric>
                      {formatMetric(day, metric, summary.currency, viewer.locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </details>
    </>
  );
}
