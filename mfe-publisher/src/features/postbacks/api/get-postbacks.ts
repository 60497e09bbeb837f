import type { Postback } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in publisher's postbacks. */
export const getPostbacks = () => payloadOf<Postback[]>(http.get('/api/postbacks'));

export const getPostbacksQueryOptions = () => queryOptions({ queryKey: ['postbacks'], queryFn: getPostbacks });

export const usePostbacks = () => useQuery(getPostbacksQueryOptions());
