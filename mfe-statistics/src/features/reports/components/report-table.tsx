import type { Report } from '@affnet/contracts';
import { SortButton } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Table, TableScroll } from '../../../components/table';
import type { Viewer } from '../../../hooks/use-viewer';
import { formatMetric, metricLabelKey, visibleMetrics } from '../../../lib/metric-columns';
import { formatReportKey } from '../../../lib/report-keys';
import { sortRows } from '../lib/sort-rows';

export interface TableSort {
  sort: string;
  order: 'asc' | 'desc';
}

function ariaSort(column: string, { sort, order }: TableSort) {
  if (column !== sort) return 'none';
  return order === 'asc' ? 'ascending' : 'descending';
}

/** The report's rows under sortable headers, with the totals in the footer. */
export function ReportTable({
  report,
  viewer,
  sort,
  onSort,
}: {
  report: Report;
  viewer: Viewer;
  sort: TableSort;
  onSort: (column: string) => void;
}) {
  const { t } = useTranslation('statistics');
  const metrics = visibleMetrics(viewer);
  const rows = sort.sort ? sortRows(report.rows, sort.sort, sort.order) : report.rows;
  const columns = [
    ...report.group.map((group, index) => ({ id: `key${index}`, label: t(`group.${group}`), numeric: false })),
    ...metrics.map((metric) => ({ id: metric, label: t(metricLabelKey(metric, viewer)), numeric: true })),
  ];
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('reports.tableName')}>
      <Table>
        <caption>{t('reports.tableName')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={ariaSort(column.id, sort)}
                data-numeric={column.numeric || undefined}
              >
                <SortButton type="button" onClick={() => onSort(column.id)}>
                  {column.label}
                  <span aria-hidden="true">{column.id === sort.sort ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                </SortButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.keys.join('\u0000')}>
              {row.keys.map((key, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's keys are its fixed group levels
                <td key={index}>{formatReportKey(report.group[index] ?? 'offer', key, viewer.locale, t)}</td>
              ))}
              {metrics.map((metric) => (
                <td key={metric} data-numeric>
                  {formatMetric(row, metric, report.currency, viewer.locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={report.group.length}>
              {t('total')}
            </th>
            {metrics.map((metric) => (
              <td key={metric} data-numeric>
                {formatMetric(report.totals, metric, report.currency, viewer.locale)}
              </td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </TableScroll>
  );
}
