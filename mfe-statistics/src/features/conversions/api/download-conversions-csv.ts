import { http, paramsOf } from '@affnet/core';
import { saveFile } from '@affnet/ui';
import { useMutation } from '@tanstack/react-query';
import type { ConversionQuery } from './get-conversions';

/** Downloads `conversions.csv`: every conversion these filters match (page and limit aside). */
export async function downloadConversionsCsv(query: ConversionQuery): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  const response = await http.get<Blob>('/api/statistics/conversions.csv', {
    params: paramsOf(filters),
    responseType: 'blob',
  });
  saveFile(response.data, 'conversions.csv');
}

export const useDownloadConversionsCsv = ({ onError }: { onError: (error: unknown) => void }) =>
  useMutation({ mutationFn: downloadConversionsCsv, onError });
