import { downloadReportCsv, getReport } from '@affnet/api';
import type { ReportQuery } from '@affnet/contracts';
import { notifyError, userMessage } from '@affnet/core';
import { formatDay, zoneLabel } from '@affnet/format';
import { AreaPage, Button, Muted, useLoad } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadView } from '../../../components/load-state';
import { useViewer } from '../../../hooks/use-viewer';
import { isComplete, readReportSearch, writeReportSearch } from '../lib/report-search';
import { ReportChart } from './report-chart';
import { ReportFilters } from './report-filters';
import { ReportTable } from './report-table';

/** /statistics/reports: filters in the address bar, a chart over time, the sortable table and its export. */
export function ReportsPage() {
  const { t } = useTranslation('statistics');
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const search = readReportSearch(params);
  const { query } = search;
  const complete = isComplete(query);
  const key = writeReportSearch({ query, sort: '', order: 'desc' }).toString();
  const { state, reload } = useLoad(complete ? key : 'incomplete', () =>
    complete ? getReport(query) : new Promise<never>(() => {}),
  );
  const [exporting, setExporting] = useState(false);

  const update = (next: Partial<typeof search>) =>
    setParams(writeReportSearch({ ...search, ...next }), { replace: true });
  const onFilters = (next: ReportQuery) => update({ query: next, sort: '' });
  const onSort = (column: string) =>
    update({ sort: column, order: search.sort === column && search.order === 'desc' ? 'asc' : 'desc' });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReportCsv(query);
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AreaPage title={t('reports')}>
      <ReportFilters query={query} canGroupByPublisher={viewer.isOwner} onChange={onFilters} />
      {complete ? (
        <LoadView state={state} onRetry={reload}>
          {(report) => (
            <>
              <Muted>
                {t('reports.range', {
                  from: formatDay(report.from, viewer.locale),
                  to: formatDay(report.to, viewer.locale),
                })}{' '}
                · {t('timeZone', { zone: zoneLabel(report.time_zone, Date.now()) })}
              </Muted>
              <Button type="button" $variant="secondary" onClick={exportCsv} disabled={exporting}>
                {t('exportCsv')}
              </Button>
              {report.rows.length === 0 ? (
                <Muted role="status">{t('empty')}</Muted>
              ) : (
                <>
                  <ReportChart report={report} />
                  <ReportTable report={report} viewer={viewer} sort={search} onSort={onSort} />
                </>
              )}
            </>
          )}
        </LoadView>
      ) : (
        <Muted>{t('reports.pickRange')}</Muted>
      )}
    </AreaPage>
  );
}
