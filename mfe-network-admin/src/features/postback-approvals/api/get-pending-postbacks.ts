import type { Postback, PostbackQuery } from '@affnet/contracts';
import { http, paramsOf, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** The network owner's postbacks of the network, filtered (here: the changes waiting for approval). */
export const getPostbacks = (query: PostbackQuery = {}) =>
  payloadOf<Postback[]>(http.get('/api/postbacks', { params: paramsOf(query) }));

export const PENDING_POSTBACKS_KEY = ['postbacks', 'pending'] as const;

/** The hold list: publishers' postback changes waiting for the owner. */
export const usePendingPostbacks = () =>
  useQuery({ queryKey: PENDING_POSTBACKS_KEY, queryFn: () => getPostbacks({ status: 'pending' }) });
