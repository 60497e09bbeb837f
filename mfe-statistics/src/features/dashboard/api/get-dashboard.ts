import type { DashboardSummary } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The three periods against the ones before, the last 30 days and the top offers, in the network's zone. */
export const getDashboard = () => payloadOf<DashboardSummary>(http.get('/api/statistics/dashboard'));

export const getDashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
