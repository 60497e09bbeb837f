import type { Report, ReportQuery } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportParams } from './report-params';

export const getReport = (query: ReportQuery, signal?: AbortSignal) =>
  payloadOf<Report>(http.get('/api/statistics/report', { params: reportParams(query), signal }));

export const getReportQueryOptions = (query: ReportQuery) =>
  queryOptions({ queryKey: ['report', query], queryFn: ({ signal }) => getReport(query, signal) });

/** The report of these filters; asked only once they are `complete` (a custom range needs both days). */
export const useReport = (query: ReportQuery, { complete }: { complete: boolean }) =>
  useQuery({ ...getReportQueryOptions(query), enabled: complete });
