import type { ExportJob } from '@affnet/contracts';

type T = (key: string, options?: Record<string, unknown>) => string;

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

/** What an export holds, in words: "Report · This month · Day, Offer". */
export function describeExport(job: Pick<ExportJob, 'kind' | 'query'>, t: T): string {
  const q = job.query;
  const parts = [t(`kind.${job.kind}`)];
  const range = q.from ? `${q.from} – ${q.to ?? q.from}` : undefined;
  if (job.kind === 'report') {
    const preset = q.preset ?? 'today';
    parts.push(preset === 'custom' ? (range ?? '') : t(`preset.${preset}`));
    parts.push(
      (q.group ?? 'day')
        .split(',')
        .map((g) => t(`group.${g.trim()}`))
        .join(', '),
    );
  } else if (job.kind === 'conversions') {
    if (range) parts.push(range);
    if (q.status) parts.push(t(`conversion.${q.status}`));
  } else {
    parts.push(t(`tab.${q.tab ?? 'all'}`));
    if (q.search) parts.push(`“${q.search}”`);
  }
  return parts.filter(Boolean).join(' · ');
}
