import type { Conversion, ConversionStatus, Page } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSIONS_KEY } from './get-conversions';

export type ConversionDecision = Exclude<ConversionStatus, 'pending'>;

/** The network owner approves or rejects a conversion; the answer is the updated conversion. */
export const setConversionStatus = ({ id, status }: { id: number; status: ConversionDecision }) =>
  payloadOf<Conversion>(http.post(`/api/statistics/conversions/${encodeURIComponent(String(id))}/status`, { status }));

/**
 * Replaces the decided row where it is shown, without asking for the list again: a conversion just approved stays
 * in a list filtered on "pending", so the owner sees what he did (and may still reject it).
 */
export function useSetConversionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConversionStatus,
    onSuccess: (updated) =>
      queryClient.setQueriesData<Page<Conversion>>({ queryKey: CONVERSIONS_KEY }, (page) =>
        page ? { ...page, rows: page.rows.map((row) => (row.id === updated.id ? updated : row)) } : page,
      ),
  });
}
