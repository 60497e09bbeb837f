import type { ReportQuery } from '@affnet/contracts';
import { http } from '@affnet/core';
import { saveFile } from '@affnet/ui';
import { useMutation } from '@tanstack/react-query';
import { reportParams } from './report-params';

/** Downloads `stats.csv`: the same rows and columns as the report of these filters, then the totals. */
export async function downloadReportCsv(query: ReportQuery): Promise<void> {
  const response = await http.get<Blob>('/api/statistics/report.csv', {
    params: reportParams(query),
    responseType: 'blob',
  });
  saveFile(response.data, 'stats.csv');
}

export const useDownloadReportCsv = ({ onError }: { onError: (error: unknown) => void }) =>
  useMutation({ mutationFn: downloadReportCsv, onError });
