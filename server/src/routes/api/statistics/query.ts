import {
  CONVERSION_STATUSES,
  type ConversionStatus,
  DATE_PRESETS,
  type DatePreset,
  REPORT_GROUPS,
  type ReportGroup,
} from '@affnet/contracts';
import { now as clockNow } from '../../../clock';
import { badRequest } from '../../../errors';
import type { ReportFilter } from '../../../services/statistics';
import type { ConversionFilter } from '../../../services/statistics-conversions';
import { daysBetween, resolvePreset } from '../../../services/time-zones';

type Query = Record<string, unknown>;
const MAX_DAYS = 400;

function one(query: Query, name: string): string | undefined {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

function day(query: Query, name: string): string | undefined {
  const value = one(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw badRequest(`${name}: must be a date YYYY-MM-DD`);
  }
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) throw badRequest(`${name}: no such date`);
  return value;
}

function positiveInt(query: Query, name: string, max = 2_000_000_000): number | undefined {
  const value = one(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw badRequest(`${name}: must be a whole number from 1 to ${max}`);
  }
  return Number(value);
}

/** The report's query: preset (in the network's zone), group levels and filters. */
export function reportFilterOf(query: Query, timeZone: string, now = clockNow()): ReportFilter {
  const preset = (one(query, 'preset') ?? 'today') as DatePreset;
  if (!DATE_PRESETS.includes(preset)) throw badRequest(`preset: must be one of ${DATE_PRESETS.join(', ')}`);
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (preset === 'custom' && !from) throw badRequest('from: required for a custom range');
  const range = resolvePreset(preset, timeZone, now, { from, to });
  if (range.from > range.to) throw badRequest('to: must not be before from');
  if (daysBetween(range.from, range.to) > MAX_DAYS) throw badRequest(`to: a range is at most ${MAX_DAYS} days`);
  const groups = (one(query, 'group') ?? 'day').split(',').map((g) => g.trim()) as ReportGroup[];
  if (groups.length > 2 || groups.some((g) => !REPORT_GROUPS.includes(g)) || new Set(groups).size !== groups.length) {
    throw badRequest(`group: one or two of ${REPORT_GROUPS.join(', ')}`);
  }
  return {
    ...range,
    group: groups,
    offer_id: positiveInt(query, 'offer_id'),
    publisher_id: positiveInt(query, 'publisher_id'),
  };
}

export function conversionFilterOf(query: Query): ConversionFilter {
  const status = one(query, 'status') as ConversionStatus | undefined;
  if (status !== undefined && !CONVERSION_STATUSES.includes(status)) {
    throw badRequest(`status: must be one of ${CONVERSION_STATUSES.join(', ')}`);
  }
  const clickId = one(query, 'click_id');
  if (clickId !== undefined && !/^[A-Za-z0-9]{1,32}$/.test(clickId)) throw badRequest('click_id: invalid click id');
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (from && to && from > to) throw badRequest('to: must not be before from');
  return {
    from,
    to,
    offer_id: positiveInt(query, 'offer_id'),
    status,
    click_id: clickId,
    page: positiveInt(query, 'page') ?? 1,
    limit: positiveInt(query, 'limit', 100) ?? 20,
  };
}
