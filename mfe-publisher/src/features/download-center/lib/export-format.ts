import type { ExportJob } from '@affnet/contracts';
import type { Translate } from '@affnet/core';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** 1536 → "1.5 kB" in the reader's language. */
export function formatSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/**
 * The days of an export as people write them: "1–27 Nov", with the year when the period is not in the year the
 * export was asked ("Dec 1, 2025 – Jan 5, 2026"). Days are the network's calendar days: formatted as UTC dates, so
 * no zone moves them.
 */
export function formatPeriod(from: string, to: string, locale: string, askedAt: string): string {
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  const sameYear = from.slice(0, 4) === askedAt.slice(0, 4) && to.slice(0, 4) === askedAt.slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).formatRange(day(from), day(to));
}

/**
 * What an export holds, in words: "Report · 1–27 Nov · Day, Offer". The period is the days the server kept when
 * the export was asked (a preset is kept as its dates); an export asked before that names its preset.
 */
export function describeExport(
  job: Pick<ExportJob, 'kind' | 'query' | 'created_at'>,
  t: Translate,
  locale: string,
): string {
  const q = job.query;
  const parts = [t(`kind.${job.kind}`)];
  const to = q.to ?? q.from;
  const range = q.from && to ? formatPeriod(q.from, to, locale, job.created_at) : undefined;
  if (job.kind === 'report') {
    parts.push(range ?? t(`preset.${q.preset ?? 'today'}`));
    parts.push(
      (q.group ?? 'day')
        .split(',')
        .map((g) => t(`group.${g.trim()}`))
        .join(', '),
    );
  } else if (job.kind === 'conversions') {
    if (range) parts.push(q.to ? range : t('period.since', { day: range }));
    else if (q.to) parts.push(t('period.until', { day: formatPeriod(q.to, q.to, locale, job.created_at) }));
    if (q.status) parts.push(t(`conversion.${q.status}`));
  } else {
    parts.push(t(`tab.${q.tab ?? 'all'}`));
    if (q.search) parts.push(`“${q.search}”`);
  }
  return parts.filter(Boolean).join(' · ');
}
