import type { ExportJob } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How often the list is asked again while an export is queued or running. */
export const POLL_MS = 2000;

export const isPending = (job: ExportJob) => job.status === 'queued' || job.status === 'running';

/** The caller's export jobs, newest first. */
export const getExports = () => payloadOf<ExportJob[]>(http.get('/api/exports'));

export const getExportsQueryOptions = () => queryOptions({ queryKey: ['exports'], queryFn: getExports });

/** The exports, asked again every POLL_MS while any is pending (and no more once none is). */
export const useExports = () =>
  useQuery({
    ...getExportsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? POLL_MS : false),
  });
