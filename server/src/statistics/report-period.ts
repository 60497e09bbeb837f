import { DATE_PRESETS, type DatePreset } from '@affnet/contracts';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { type DayRange, daysBetween, resolvePreset } from '../shared/time-zones';

type Query = Record<string, unknown>;
const MAX_DAYS = 400;

function one(query: Query, name: string): string | undefined {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

/** A YYYY-MM-DD day that exists, or a 400 naming the field. */
export function dayOf(query: Query, name: string): string | undefined {
  const value = one(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw invalidField(name, ERROR_CODES.invalidDate, 'must be a date YYYY-MM-DD');
  }
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value)
    throw invalidField(name, ERROR_CODES.invalidDate, 'no such date');
  return value;
}

function presetOf(query: Query): DatePreset | undefined {
  const preset = one(query, 'preset') as DatePreset | undefined;
  if (preset !== undefined && !DATE_PRESETS.includes(preset)) {
    throw invalidField('preset', ERROR_CODES.notOneOf, `must be one of ${DATE_PRESETS.join(', ')}`, {
      allowed: DATE_PRESETS.join(', '),
    });
  }
  return preset;
}

const missing = (field: 'from' | 'to', other: 'from' | 'to') =>
  invalidField(field, ERROR_CODES.required, `required with ${other} (a period has a first and a last day)`);

/**
 * The one rule for the period of every report, list and file (report, stats.csv, conversions, conversions.csv,
 * download-center exports). Explicit `from`/`to` are the period, with or without `preset=custom`: they were
 * silently dropped for any other preset (issue 28). A named preset that says another period than the dates is
 * refused rather than one of them guessed; `from` after `to` is refused naming `from`.
 *
 * `bounded` (reports): a period has both days — a half range is a 400 naming the missing day, and no dates at all
 * means today. Unbounded (the conversions list): one day alone is an open bound ("since", "until"), none is every
 * conversion.
 */
export function periodOf(query: Query, timeZone: string, now: Date, bounded: boolean): Partial<DayRange> {
  const preset = presetOf(query);
  const from = dayOf(query, 'from');
  const to = dayOf(query, 'to');
  if (from !== undefined && to !== undefined && from > to)
    throw invalidField('from', ERROR_CODES.invalidRange, 'must not be after to');
  const named = preset !== undefined && preset !== 'custom' ? resolvePreset(preset, timeZone, now) : undefined;
  if (named && ((from !== undefined && from !== named.from) || (to !== undefined && to !== named.to))) {
    throw invalidField(
      'preset',
      ERROR_CODES.invalidRange,
      `from/to disagree with preset=${preset} (${named.from} to ${named.to}); send the dates alone, or the preset alone`,
    );
  }
  if (named) return named;
  if (from === undefined && to === undefined) {
    if (preset === 'custom') throw invalidField('from', ERROR_CODES.required, 'required for a custom range');
    return bounded ? resolvePreset('today', timeZone, now) : {};
  }
  if (bounded && from === undefined) throw missing('from', 'to');
  if (bounded && to === undefined) throw missing('to', 'from');
  return { from, to };
}

/** A report's period: both days, at most 400 of them. */
export function reportPeriodOf(query: Query, timeZone: string, now: Date): DayRange {
  const period = periodOf(query, timeZone, now, true) as DayRange;
  if (daysBetween(period.from, period.to) > MAX_DAYS) {
    throw invalidField('to', ERROR_CODES.invalidRange, `a range is at most ${MAX_DAYS} days`, { limit: MAX_DAYS });
  }
  return period;
}
