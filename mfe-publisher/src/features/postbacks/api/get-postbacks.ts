import type { Postback } from '@affnet/contracts';
import { http } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payloadOf } from '../../../lib/payload-of';

/** The signed-in publisher's postbacks. */
export const getPostbacks = () => payloadOf<Postback[]>(http.get('/api/postbacks'));

export const getPostbacksQueryOptions = () => queryOptions({ queryKey: ['postbacks'], queryFn: getPostbacks });

export const usePostbacks = () => useQuery(getPostbacksQueryOptions());
