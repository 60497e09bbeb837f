import type { ExportJob } from '@affnet/contracts';
import { notifyError, notifyInfo, notifySuccess, userMessage, useSession } from '@affnet/core';
import { AreaPage, Muted, type QueryLike, QueryState, TimeZoneNote } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDeleteExport } from '../api/delete-export';
import { useDownloadExport } from '../api/download-export';
import { isPending, useExports } from '../api/get-exports';
import '../i18n/download-center';
import { ExportForm } from './export-form';
import { ExportJobsTable } from './export-jobs-table';

const Section = styled.section`
  margin-block-start: 1.5rem;
  h2 { font-size: 1.15rem; margin: 0 0 0.75rem; }
`;

/** /download-center: start an export, follow it while it runs, download its file until it expires. */
export function DownloadCenterPage() {
  const { t, i18n } = useTranslation(['downloadCenter', 'publisher']);
  const isOwner = useSession((s) => s.user?.userDetail.role) === 'network';
  const jobs = useExports();
  const removal = useDeleteExport();
  const download = useDownloadExport({ onError: (error) => notifyError(userMessage(error, t)) });
  // A failed poll keeps the list on screen; the next tick asks again.
  const shown: QueryLike<ExportJob[]> = {
    status: jobs.isError && jobs.data ? 'success' : jobs.status,
    data: jobs.data,
    error: jobs.error,
    refetch: jobs.refetch,
  };

  const queued = (job: ExportJob, known: boolean) => {
    if (known) notifyInfo(t('alreadyPending'));
    else notifySuccess(t('queued', { file: job.file_name }));
  };
  const remove = (job: ExportJob) =>
    removal.mutate(job.id, {
      onSuccess: () => notifySuccess(t('deleted')),
      onError: (error) => notifyError(userMessage(error, t)),
    });

  return (
    <AreaPage title={t('publisher:downloadCenter')}>
      <Muted>{t('intro')}</Muted>
      <ExportForm isOwner={isOwner} known={jobs.data ?? []} onQueued={queued} />
      <Section aria-labelledby="exports-title">
        <h2 id="exports-title">{t('jobs.title')}</h2>
        <QueryState
          query={shown}
          loadingLabel={t('jobs.loading')}
          isEmpty={(list) => list.length === 0}
          empty={<Muted role="status">{t('jobs.empty')}</Muted>}
        >
          {(list) => (
            <>
              {list.some(isPending) ? <Muted role="status">{t('jobs.updating')}</Muted> : null}
              <TimeZoneNote />
              <ExportJobsTable
                jobs={list}
                locale={i18n.language}
                onDownload={(job) => download.mutate(job)}
                onDelete={remove}
              />
            </>
          )}
        </QueryState>
      </Section>
    </AreaPage>
  );
}
