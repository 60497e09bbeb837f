import type { ExportJob } from '@affnet/contracts';
import { Button, DataTable, Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeExport, formatSize, formatWhen } from '../lib/export-format';
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
  const number = new Intl.NumberFormat(locale);
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
            <Muted as="div">{describeExport(job, t)}</Muted>
          </td>
          <td>
            <StatusBadge status={job.status} />
            {job.status === 'failed' && job.error ? (
              <Muted as="div">{t('failedBecause', { reason: job.error })}</Muted>
            ) : null}
          </td>
          <td>{job.status === 'done' ? number.format(job.rows) : '—'}</td>
          <td>{job.status === 'done' ? formatSize(job.size_bytes, locale) : '—'}</td>
          <td>{formatWhen(job.created_at, locale)}</td>
          <td>{formatWhen(job.finished_at, locale)}</td>
          <td>{formatWhen(job.expires_at, locale)}</td>
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
