import type { ExportJob } from '@affnet/contracts';
import { formatCount } from '@affnet/format';
import { Button, DataTable, Muted, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeExport, formatSize } from '../lib/export-format';
import { StatusBadge } from './status-badge';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  button { min-height: 32px; padding: 0.25rem 0.6rem; }
`;

interface Props {
  jobs: ExportJob[];
  locale: string;
  onDownload: (job: ExportJob) => void;
  onDelete: (job: ExportJob) => void;
}

/** The caller's exports, newest first: status, size, dates, and Download once the file is ready. */
export function ExportJobsTable({ jobs, locale, onDownload, onDelete }: Props) {
  const { t } = useTranslation('downloadCenter');
  const times = useTimeFormat();
  // A time in the network's zone (the page names it above the table), or a dash.
  const when = (iso: string | null) => (iso ? times.dateTime(iso) : '—');
  const numeric = ['rows', 'size'];
  const columns = ['export', 'status', 'rows', 'size', 'created', 'finished', 'expires', 'actions'].map((key) => ({
    key,
    label: t(`column.${key}`),
    numeric: numeric.includes(key),
  }));
  return (
    <DataTable caption={t('jobs.title')} columns={columns}>
      {jobs.map((job) => (
        <tr key={job.id}>
          <td>
            <div>{job.file_name}</div>
            <Muted as="div">{describeExport(job, t, locale)}</Muted>
          </td>
          <td>
            <StatusBadge status={job.status} />
            {job.status === 'failed' && job.error ? (
              <Muted as="div">{t('failedBecause', { reason: job.error })}</Muted>
            ) : null}
          </td>
          <td>{job.status === 'done' ? formatCount(job.rows, locale) : '—'}</td>
          <td>{job.status === 'done' ? formatSize(job.size_bytes, locale) : '—'}</td>
          <td>{when(job.created_at)}</td>
          <td>{when(job.finished_at)}</td>
          <td>{when(job.expires_at)}</td>
          <td>
            <Actions>
              {job.status === 'done' ? (
                <Button
                  type="button"
                  aria-label={t('downloadOne', { file: job.file_name, id: job.id })}
                  onClick={() => onDownload(job)}
                >
                  {t('download')}
                </Button>
              ) : null}
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('deleteOne', { id: job.id })}
                onClick={() => onDelete(job)}
              >
                {t('delete')}
              </Button>
            </Actions>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
