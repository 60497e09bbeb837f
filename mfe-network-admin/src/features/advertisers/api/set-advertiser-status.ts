import type { Advertiser, Page, PersonStatus } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { ADVERTISER_LISTS_KEY } from './get-advertisers';

export const setAdvertiserStatus = (advertiserId: number, status: PersonStatus) =>
  payloadOf<Advertiser>(http.post(`/api/advertisers/${segment(advertiserId)}/status`, { status }));

/** Activates or deactivates an advertiser; the table shows the saved row in place. */
export function useSetAdvertiserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PersonStatus }) => setAdvertiserStatus(id, status),
    onSuccess: (saved) =>
      queryClient.setQueriesData<Page<Advertiser>>(
        { queryKey: ADVERTISER_LISTS_KEY },
        (page) => page && { ...page, rows: page.rows.map((row) => (row.id === saved.id ? saved : row)) },
      ),
  });
}
