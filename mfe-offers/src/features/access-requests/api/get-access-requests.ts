import type { AccessRequest } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export type AccessRequestStatus = AccessRequest['status'];

export const getAccessRequests = (status: AccessRequestStatus = 'requested', signal?: AbortSignal) =>
  payloadOf<AccessRequest[]>(http.get('/api/offers/access-requests', { params: { status }, signal }));

export const ACCESS_REQUESTS_KEY = ['offers', 'access-requests'] as const;

export const accessRequestsQueryKey = (status: AccessRequestStatus) => [...ACCESS_REQUESTS_KEY, status] as const;

/** The owner's list of publishers' requests in one state (waiting, approved, rejected). */
export const useAccessRequests = (status: AccessRequestStatus) =>
  useQuery({ queryKey: accessRequestsQueryKey(status), queryFn: ({ signal }) => getAccessRequests(status, signal) });
