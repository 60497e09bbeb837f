import {
  type Conversion,
  REPORT_EXPORT_COLUMNS,
  type Report,
  type ReportGroup,
  type ReportRow,
} from '@affnet/contracts';
import { columnLabel, moneyColumnShown, moneyColumnsAs } from './money-columns';
import { chosenColumns } from './settings-keys';
import type { StatisticsScope } from './statistics-scope';

const GROUP_LABELS: Record<ReportGroup, string> = {
  day: 'Day',
  hour: 'Hour',
  month: 'Month',
  offer: 'Offer',
  publisher: 'Publisher',
  country: 'Country',
  os: 'OS',
  sub1: 'Sub ID 1',
  sub2: 'Sub ID 2',
};

/** A text cell: quoted when needed, and never read as a formula by a spreadsheet. */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const digitsCache = new Map<string, number>();

/** Minor digits of a currency, remembered: an Intl.NumberFormat per row would dominate a large export. */
function digitsOf(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    if (digitsCache.size < 1000) digitsCache.set(currency, digits);
  }
  return digits;
}

/** Integer minor units as an exact decimal (1250 → "12.50"). */
export function decimal(minor: number, digits: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const s = (negative ? -value : value).toString().padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${s.slice(0, s.length - digits)}${digits ? `.${s.slice(s.length - digits)}` : ''}`;
}

/** EPC as the table shows it: major units with two more decimals than the currency has (0.3308 for USD). */
function perClick(payout: number, clicks: number, digits: number): string {
  return (payout / clicks / 10 ** digits).toFixed(digits + 2);
}

const lines = (rows: string[][]) => `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;

/** stats.csv figure columns by key, in their default order (REPORT_EXPORT_COLUMNS). */
type Figures = Omit<ReportRow, 'keys'>;
const FIGURES: Record<string, (row: Figures, digits: number) => string> = {
  clicks: (row) => String(row.clicks),
  unique_clicks: (row) => String(row.unique_clicks),
  conversions: (row) => String(row.conversions),
  cr: (row) => (row.clicks ? `${((row.conversions / row.clicks) * 100).toFixed(2)}%` : ''),
  epc: (row, digits) => (row.clicks && row.payout !== undefined ? perClick(row.payout, row.clicks, digits) : ''),
  payout: (row, digits) => decimal(row.payout ?? 0, digits),
  revenue: (row, digits) => decimal(row.revenue ?? 0, digits),
  profit: (row, digits) => decimal(row.profit ?? 0, digits),
};
const FIGURE_LABELS = new Map(REPORT_EXPORT_COLUMNS.map((c) => [c.key, c.label]));

/**
 * stats.csv: the report's grouping columns, then the figure columns this role may see — the network's chosen ones
 * in its order (`keys`, report setting keys) or all of them — its rows, then a totals row.
 */
export function reportCsv(scope: StatisticsScope, report: Report, keys: string[] = []): string {
  const digits = digitsOf(report.currency);
  // EPC is earnings per click: the publisher's payout, so it goes where the payout goes.
  const shown = (key: string) => moneyColumnShown(scope.role, key === 'epc' ? 'payout' : key);
  const allowed = REPORT_EXPORT_COLUMNS.map((c) => c.key).filter(shown);
  const columns = chosenColumns(allowed, moneyColumnsAs(scope.role, keys));
  const header = [
    ...report.group.map((g) => GROUP_LABELS[g]),
    ...columns.map((key) => columnLabel(scope.role, key, FIGURE_LABELS)),
  ];
  const figures = (row: Figures) => columns.map((key) => FIGURES[key]?.(row, digits) ?? '');
  const totalKeys = report.group.map((_, i) => (i === 0 ? 'Total' : ''));
  return lines([
    header,
    ...report.rows.map((row) => [...row.keys.map(text), ...figures(row)]),
    [...totalKeys, ...figures(report.totals)],
  ]);
}

/** conversions.csv: the conversions table's columns for this role. */
export function conversionsCsv(scope: StatisticsScope, conversions: Conversion[]): string {
  const showPayout = moneyColumnShown(scope.role, 'payout');
  const showRevenue = moneyColumnShown(scope.role, 'revenue');
  const header = [
    'Time',
    'Click ID',
    'Offer',
    'Publisher',
    'Sub ID 1',
    'Sub ID 2',
    'Sub ID 3',
    'Sub ID 4',
    'Sub ID 5',
    'Country',
    'OS',
    'IP',
    ...(showPayout ? ['Payout'] : []),
    ...(showRevenue ? [scope.role === 'advertiser' ? 'Cost' : 'Revenue'] : []),
    'Currency',
    'Status',
    'Transaction ID',
  ];
  const rows = conversions.map((c) => {
    const digits = digitsOf(c.currency);
    return [
      c.created_at,
      c.click_id,
      text(c.offer_name),
      text(c.publisher_name),
      ...c.sub_ids.map(text),
      c.country ?? '',
      c.os ?? '',
      c.ip ?? '',
      ...(showPayout ? [decimal(c.payout ?? 0, digits)] : []),
      ...(showRevenue ? [decimal(c.revenue ?? 0, digits)] : []),
      c.currency,
      c.status,
      text(c.txn_id ?? ''),
    ];
  });
  return lines([header, ...rows]);
}
