import type { ExportJob, ExportRequest } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getExportsQueryOptions } from './get-exports';

/** Queues an export; an identical pending request answers the job already queued. */
export const createExport = (request: ExportRequest) => payloadOf<ExportJob>(http.post('/api/exports', request));

/** Puts the job first in the list at once (replacing the same job when it was already pending). */
export function useCreateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExport,
    onSuccess: (job) =>
      queryClient.setQueryData(getExportsQueryOptions().queryKey, (jobs) => [
        job,
        ...(jobs ?? []).filter((j) => j.id !== job.id),
      ]),
  });
}
