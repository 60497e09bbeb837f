import type { Balances } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';

/** Owner: what the network owes one publisher, per currency (issue 30). */
export const getPublisherBalances = (publisherId: number) =>
  payloadOf<Balances>(http.get(`/api/network/publishers/${segment(publisherId)}/balances`));

export const usePublisherBalances = (publisherId: number) =>
  useQuery({ queryKey: ['publishers', 'balances', publisherId], queryFn: () => getPublisherBalances(publisherId) });
