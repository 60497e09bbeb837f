import type { ReportQuery } from '@affnet/contracts';
import { notifyError, userMessage } from '@affnet/core';
import { formatDay, zoneLabel } from '@affnet/format';
import { AreaPage, Button, Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CurrencyNote } from '../../../components/currency-note';
import { useFiguresView } from '../../../hooks/use-figures-view';
import { useDownloadReportCsv } from '../api/download-report-csv';
import { useReport } from '../api/get-report';
import { reportGroupsOf } from '../lib/report-groups';
import { isComplete, readReportSearch, writeReportSearch } from '../lib/report-search';
import { ReportChart } from './report-chart';
import { ReportFilters } from './report-filters';
import { ReportTable } from './report-table';

/** /statistics/reports: filters in the address bar, a chart over time, the sortable table and its export. */
export function ReportsPage() {
  const { t } = useTranslation('statistics');
  const viewer = useFiguresView();
  const [params, setParams] = useSearchParams();
  const search = readReportSearch(params);
  const { query } = search;
  const complete = isComplete(query);
  const report = useReport(query, { complete });
  const download = useDownloadReportCsv({ onError: (error) => notifyError(userMessage(error, t)) });

  const update = (next: Partial<typeof search>) =>
    setParams(writeReportSearch({ ...search, ...next }), { replace: true });
  const onFilters = (next: ReportQuery) => update({ query: next, sort: '' });
  const onSort = (column: string) =>
    update({ sort: column, order: search.sort === column && search.order === 'desc' ? 'asc' : 'desc' });

  return (
    <AreaPage title={t('reports')}>
      <ReportFilters query={query} groups={reportGroupsOf(viewer)} onChange={onFilters} />
      {complete ? (
        <QueryState query={report} loadingLabel={t('loading')}>
          {(shown) => (
            <>
              <Muted>
                {t('reports.range', {
                  from: formatDay(shown.from, viewer.locale),
                  to: formatDay(shown.to, viewer.locale),
                })}{' '}
                · {t('timeZone', { zone: zoneLabel(shown.time_zone, Date.now()) })}
              </Muted>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => download.mutate(query)}
                disabled={download.isPending}
              >
                {t('exportCsv')}
              </Button>
              {shown.rows.length === 0 ? (
                <Muted role="status">{t('empty')}</Muted>
              ) : (
                <>
                  <ReportChart report={shown} />
                  <ReportTable report={shown} viewer={viewer} sort={search} onSort={onSort} />
                  <CurrencyNote figures={[shown.totals]} currency={shown.currency} />
                </>
              )}
            </>
          )}
        </QueryState>
      ) : (
        <Muted>{t('reports.pickRange')}</Muted>
      )}
    </AreaPage>
  );
}
