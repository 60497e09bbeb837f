import type { Report } from '@affnet/contracts';
import { DataTable, type TableColumn } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { MetricValue } from '../../../components/metric-cell';
import type { FiguresView } from '../../../hooks/use-figures-view';
import { metricLabelKey, visibleMetrics } from '../../../lib/metric-columns';
import { formatReportKey } from '../../../lib/report-keys';
import { sortRows } from '../lib/sort-rows';

export interface TableSort {
  sort: string;
  order: 'asc' | 'desc';
}

/** The report's rows under sortable headers, with the totals in the footer; the user picks the metrics shown. */
export function ReportTable({
  report,
  viewer,
  sort,
  onSort,
}: {
  report: Report;
  viewer: FiguresView;
  sort: TableSort;
  onSort: (column: string) => void;
}) {
  const { t } = useTranslation('statistics');
  const metrics = visibleMetrics(viewer);
  const rows = sort.sort ? sortRows(report.rows, sort.sort, sort.order) : report.rows;
  const columns: TableColumn[] = [
    ...report.group.map((group, index) => ({ key: `key${index}`, label: t(`group.${group}`), sortable: true })),
    ...metrics.map(
      (metric): TableColumn => ({
        key: metric,
        label: t(metricLabelKey(metric, viewer)),
        numeric: true,
        sortable: true,
        optional: 'shown',
      }),
    ),
  ];
  return (
    <DataTable
      caption={t('reports.tableName')}
      columns={columns}
      chooserId="report"
      sort={{ column: sort.sort, order: sort.order, onSort }}
      footer={
        <tr>
          <th scope="row">{t('total')}</th>
          {report.group.slice(1).map((group) => (
            <td key={group} />
          ))}
          {metrics.map((metric) => (
            <td key={metric}>
              <MetricValue figures={report.totals} metric={metric} currency={report.currency} viewer={viewer} />
            </td>
          ))}
        </tr>
      }
    >
      {rows.map((row) => (
        <tr key={row.keys.join('\u0000')}>
          {row.keys.map((key, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's keys are its fixed group levels
            <td key={index}>{formatReportKey(report.group[index] ?? 'offer', key, viewer.locale, t)}</td>
          ))}
          {metrics.map((metric) => (
            <td key={metric}>
              <MetricValue figures={row} metric={metric} currency={report.currency} viewer={viewer} />
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
