import type {
  Conversion,
  ConversionStatus,
  DashboardSummary,
  Envelope,
  Page,
  Report,
  ReportQuery,
} from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { saveFile } from './offers';

/** Filters of the conversions list and its export; dates are YYYY-MM-DD in the network's time zone. */
export interface ConversionQuery {
  from?: string;
  to?: string;
  offer_id?: number;
  status?: ConversionStatus;
  click_id?: string;
  page?: number;
  limit?: number;
}

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

/** The query string of a report: the group levels joined by commas, empty filters left out. */
function reportParams(query: ReportQuery): Record<string, string | number> {
  const { group, ...rest } = query;
  const params: Record<string, string | number> = { group: group.join(',') };
  for (const [name, value] of Object.entries(rest)) {
    if (value !== undefined && value !== '') params[name] = value;
  }
  return params;
}

function conversionParams(query: ConversionQuery): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

export const getDashboard = () => payloadOf<DashboardSummary>(http.get('/api/statistics/dashboard'));

export const getReport = (query: ReportQuery) =>
  payloadOf<Report>(http.get('/api/statistics/report', { params: reportParams(query) }));

/** Downloads `stats.csv`: the same rows and columns as the report of these filters, then the totals. */
export async function downloadReportCsv(query: ReportQuery): Promise<void> {
  const response = await http.get<Blob>('/api/statistics/report.csv', {
    params: reportParams(query),
    responseType: 'blob',
  });
  saveFile(response.data, 'stats.csv');
}

export const getConversions = (query: ConversionQuery) =>
  payloadOf<Page<Conversion>>(http.get('/api/statistics/conversions', { params: conversionParams(query) }));

/** Downloads `conversions.csv`: every conversion these filters match (page and limit aside). */
export async function downloadConversionsCsv(query: ConversionQuery): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  const response = await http.get<Blob>('/api/statistics/conversions.csv', {
    params: conversionParams(filters),
    responseType: 'blob',
  });
  saveFile(response.data, 'conversions.csv');
}

/** The network owner approves or rejects a conversion; the answer is the updated conversion. */
export const setConversionStatus = (id: number, status: Exclude<ConversionStatus, 'pending'>) =>
  payloadOf<Conversion>(http.post(`/api/statistics/conversions/${encodeURIComponent(String(id))}/status`, { status }));
