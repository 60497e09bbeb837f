import type { Envelope, ExportJob, ExportRequest } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { saveFile } from './offers';

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

const jobPath = (id: number) => `/api/exports/${encodeURIComponent(String(id))}`;

/** Queues an export; an identical pending request answers the job already queued. */
export const createExport = (request: ExportRequest) => payloadOf<ExportJob>(http.post('/api/exports', request));

/** The caller's export jobs, newest first. */
export const getExports = () => payloadOf<ExportJob[]>(http.get('/api/exports'));

export const getExport = (id: number) => payloadOf<ExportJob>(http.get(jobPath(id)));

export const deleteExport = async (id: number): Promise<void> => {
  await call(http.delete(jobPath(id)));
};

/** Downloads a finished export under its file name (offers.csv, stats.csv, conversions.csv). */
export async function downloadExport(job: Pick<ExportJob, 'id' | 'file_name'>): Promise<void> {
  const response = await http.get<Blob>(`${jobPath(job.id)}/file`, { responseType: 'blob' });
  saveFile(response.data, job.file_name);
}
