import type { Report } from '@affnet/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeChart } from '../../../components/time-chart';
import { formatReportKey } from '../../../lib/report-keys';
import { TIME_GROUPS } from '../lib/report-search';

/** Clicks and conversions over time when the report's first level is a time; no chart otherwise. */
export function ReportChart({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('statistics');
  const first = report.group[0];
  const points = useMemo(() => {
    const byTime = new Map<string, { clicks: number; conversions: number }>();
    for (const row of report.rows) {
      const time = row.keys[0] ?? '';
      const point = byTime.get(time) ?? { clicks: 0, conversions: 0 };
      point.clicks += row.clicks;
      point.conversions += row.conversions;
      byTime.set(time, point);
    }
    return [...byTime.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }, [report.rows]);
  // Days and hours without the year ("Mar 11", "Mar 11, 1:00 PM"); the table below has the full keys.
  const labels = useMemo(
    () => points.map(([time]) => (first ? formatReportKey(first, time, i18n.language, t, true) : time)),
    [points, first, i18n.language, t],
  );
  const series = useMemo(
    () => [
      { label: t('metric.clicks'), values: points.map(([, p]) => p.clicks) },
      { label: t('metric.conversions'), values: points.map(([, p]) => p.conversions) },
    ],
    [points, t],
  );
  if (!first || !TIME_GROUPS.includes(first) || points.length === 0) return null;
  return <TimeChart name={t('reports.chartName', { group: t(`group.${first}`) })} labels={labels} series={series} />;
}
