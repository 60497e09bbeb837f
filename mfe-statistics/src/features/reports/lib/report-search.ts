import { DATE_PRESETS, type DatePreset, REPORT_GROUPS, type ReportGroup, type ReportQuery } from '@affnet/contracts';

export const TIME_GROUPS: readonly ReportGroup[] = ['day', 'hour', 'month'];

/** The report's state as it lives in the address bar, so a reload or a shared link shows the same report. */
export interface ReportSearch {
  query: ReportQuery;
  /** The column the table is sorted by ('' = the server's order), and the direction. */
  sort: string;
  order: 'asc' | 'desc';
}

const isPreset = (value: string | null): value is DatePreset => DATE_PRESETS.includes(value as DatePreset);
const isGroup = (value: string): value is ReportGroup => REPORT_GROUPS.includes(value as ReportGroup);
const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Dates in the address are the period, as the server takes them (issue 28): a link with from/to is a custom range. */
export function readReportSearch(params: URLSearchParams): ReportSearch {
  const preset = params.get('preset');
  const from = params.get('from');
  const to = params.get('to');
  const dated = isDay(from) || isDay(to);
  const group = [...new Set((params.get('group') ?? '').split(',').filter(isGroup))].slice(0, 2);
  const query: ReportQuery = {
    preset: dated ? 'custom' : isPreset(preset) ? preset : 'this_month',
    group: group.length > 0 ? group : ['day'],
  };
  if (isDay(from)) query.from = from;
  if (isDay(to)) query.to = to;
  const sort = params.get('sort') ?? '';
  return { query, sort, order: params.get('order') === 'asc' ? 'asc' : 'desc' };
}

export function writeReportSearch({ query, sort, order }: ReportSearch): URLSearchParams {
  const params = new URLSearchParams({ preset: query.preset, group: query.group.join(',') });
  if (query.preset === 'custom') {
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
  }
  if (sort) {
    params.set('sort', sort);
    params.set('order', order);
  }
  return params;
}

/** A custom range is complete when both days are there and in order. */
export function isComplete(query: ReportQuery): boolean {
  if (query.preset !== 'custom') return true;
  return !!query.from && !!query.to && query.from <= query.to;
}
