import type { ExportJob } from '@affnet/contracts';
import { formatCount } from '@affnet/format';
import { Button, Muted, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeExport, formatSize } from '../lib/export-format';
import { StatusBadge } from './status-badge';

const Scroll = styled.div`
  overflow-x: auto;
  margin-block-end: 1rem;
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  caption { text-align: start; font-weight: 600; padding: 0.5rem 0; }
  th, td {
    padding: 0.45rem 0.6rem;
    border-block-end: 1px solid ${(p) => p.theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  td[data-numeric], th[data-numeric] { text-align: end; font-variant-numeric: tabular-nums; }
`;

const Actions = styled.div`
  display: flex;
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
  const heads = ['export', 'status', 'rows', 'size', 'created', 'finished', 'expires', 'actions'];
  return (
    <Scroll tabIndex={0} role="region" aria-label={t('jobs.title')}>
      <Table>
        <caption>{t('jobs.title')}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" data-numeric={head === 'rows' || head === 'size' || undefined}>
                {t(`column.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
              <td data-numeric>{job.status === 'done' ? formatCount(job.rows, locale) : '—'}</td>
              <td data-numeric>{job.status === 'done' ? formatSize(job.size_bytes, locale) : '—'}</td>
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
        </tbody>
      </Table>
    </Scroll>
  );
}
