import type { Page, PostbackDelivery } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postbackPath } from './postback-path';

interface DeliveriesPage {
  postbackId: number;
  page: number;
  limit: number;
}

/** Every attempt to deliver one postback, newest first, a page at a time. */
export const getPostbackDeliveries = ({ postbackId, page, limit }: DeliveriesPage, signal?: AbortSignal) =>
  payloadOf<Page<PostbackDelivery>>(
    http.get(`${postbackPath(postbackId)}/deliveries`, { params: { page, limit }, signal }),
  );

export const getPostbackDeliveriesQueryOptions = (which: DeliveriesPage) =>
  queryOptions({
    queryKey: ['postback-deliveries', which],
    queryFn: ({ signal }) => getPostbackDeliveries(which, signal),
  });

export const usePostbackDeliveries = (which: DeliveriesPage) => useQuery(getPostbackDeliveriesQueryOptions(which));
