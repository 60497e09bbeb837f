import type { ExportJob } from '@affnet/contracts';
import { http } from '@affnet/core';
import { saveFile } from '@affnet/ui';
import { useMutation } from '@tanstack/react-query';
import { jobPath } from './job-path';

/** Downloads a finished export under its file name (offers.csv, stats.csv, conversions.csv). */
export async function downloadExport(job: Pick<ExportJob, 'id' | 'file_name'>): Promise<void> {
  const response = await http.get<Blob>(`${jobPath(job.id)}/file`, { responseType: 'blob' });
  saveFile(response.data, job.file_name);
}

export const useDownloadExport = ({ onError }: { onError: (error: unknown) => void }) =>
  useMutation({ mutationFn: downloadExport, onError });
