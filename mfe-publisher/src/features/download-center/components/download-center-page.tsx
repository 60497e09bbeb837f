import { deleteExport, downloadExport } from '@affnet/api';
import type { ExportJob } from '@affnet/contracts';
import { notifyError, notifyInfo, notifySuccess, userMessage, useSession } from '@affnet/core';
import { Alert, AreaPage, Button, Muted, Spinner, TimeZoneNote } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useExportJobs } from '../hooks/use-export-jobs';
import '../i18n/download-center';
import { ExportForm } from './export-form';
import { ExportJobsTable } from './export-jobs-table';

const Section = styled.section`
  margin-block-start: 1.5rem;
  h2 { font-size: 1.15rem; margin: 0 0 0.75rem; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  p { margin: 0; }
`;

/** /download-center: start an export, follow it while it runs, download its file until it expires. */
export function DownloadCenterPage() {
  const { t, i18n } = useTranslation(['downloadCenter', 'publisher']);
  const isOwner = useSession((s) => s.user?.userDetail.role) === 'network';
  const jobs = useExportJobs();

  const queued = (job: ExportJob) => {
    const known = jobs.state.status === 'done' && jobs.state.data.some((j) => j.id === job.id);
    if (known) notifyInfo(t('alreadyPending'));
    else notifySuccess(t('queued', { file: job.file_name }));
    jobs.put(job);
  };
  const download = (job: ExportJob) => downloadExport(job).catch((error) => notifyError(userMessage(error, t)));
  const remove = async (job: ExportJob) => {
    try {
      await deleteExport(job.id);
      jobs.drop(job.id);
      notifySuccess(t('deleted'));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <AreaPage title={t('publisher:downloadCenter')}>
      <Muted>{t('intro')}</Muted>
      <ExportForm isOwner={isOwner} onQueued={queued} />
      <Section aria-labelledby="exports-title">
        <h2 id="exports-title">{t('jobs.title')}</h2>
        {jobs.state.status === 'loading' ? (
          <Row>
            <Spinner label={t('jobs.loading')} />
          </Row>
        ) : jobs.state.status === 'failed' ? (
          <Alert $tone="danger" role="alert">
            <p>{userMessage(jobs.state.error, t)}</p>
            <Button type="button" $variant="secondary" onClick={jobs.reload}>
              {t('common:retry')}
            </Button>
          </Alert>
        ) : jobs.state.data.length === 0 ? (
          <Muted role="status">{t('jobs.empty')}</Muted>
        ) : (
          <>
            {jobs.polling ? <Muted role="status">{t('jobs.updating')}</Muted> : null}
            <TimeZoneNote />
            <ExportJobsTable jobs={jobs.state.data} locale={i18n.language} onDownload={download} onDelete={remove} />
          </>
        )}
      </Section>
    </AreaPage>
  );
}
