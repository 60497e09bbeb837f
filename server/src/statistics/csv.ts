import {
  type Conversion,
  REPORT_EXPORT_COLUMNS,
  type Report,
  type ReportGroup,
  type ReportRow,
} from '@affnet/contracts';
import { isoInZone, isoOfWallTime, moneyDecimal, moneyPerUnitDecimal, osName } from '@affnet/format';
import { chosenColumns } from '../settings/keys';
import { type CsvCell, csvLines, figure } from '../shared/csv';
import { columnLabel, moneyColumnShown, moneyColumnsAs } from '../shared/money-columns';
import { hidesPublishers } from './publisher-alias';
import type { StatisticsScope } from './scope';

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
  goal: 'Goal',
};

/** stats.csv figure columns by key, in their default order (REPORT_EXPORT_COLUMNS); money as plain decimals. */
type Figures = Omit<ReportRow, 'keys'>;
const FIGURES: Record<string, (row: Figures, currency: string) => CsvCell> = {
  clicks: (row) => row.clicks,
  unique_clicks: (row) => row.unique_clicks,
  conversions: (row) => row.conversions,
  cr: (row) => (row.clicks ? figure(`${((row.conversions / row.clicks) * 100).toFixed(2)}%`) : ''),
  epc: (row, currency) =>
    row.clicks && row.payout !== undefined ? figure(moneyPerUnitDecimal(row.payout, row.clicks, currency)) : '',
  payout: (row, currency) => figure(moneyDecimal(row.payout ?? 0, currency)),
  revenue: (row, currency) => figure(moneyDecimal(row.revenue ?? 0, currency)),
  profit: (row, currency) => figure(moneyDecimal(row.profit ?? 0, currency)),
};

/** Time levels name the zone their keys are in; an hour is written with its offset, days and months as they are. */
const TIMED_GROUPS = new Set<ReportGroup>(['day', 'hour', 'month']);
const groupLabel = (group: ReportGroup, timeZone: string) =>
  TIMED_GROUPS.has(group) ? `${GROUP_LABELS[group]} (${timeZone})` : GROUP_LABELS[group];

function keyCell(group: ReportGroup | undefined, key: string, timeZone: string): CsvCell {
  if (group === 'hour') return isoOfWallTime(key, timeZone);
  if (group === 'os') return osCell(key);
  return key;
}

/** One spelling per system, whatever an old row holds ("android" and "Android" are one line of a sheet). */
const osCell = (os: string | null) => (os ? (osName(os) ?? 'Other') : '');
const FIGURE_LABELS = new Map(REPORT_EXPORT_COLUMNS.map((c) => [c.key, c.label]));

/**
 * stats.csv: the report's grouping columns, the currency (when a money column is shown), then the figure columns this role may see — the network's
 * chosen ones in its order (`keys`, report setting keys) or all of them — its rows, then the totals, each a line per
 * currency.
 */
export function reportCsv(scope: StatisticsScope, report: Report, keys: string[] = []): string {
  // EPC is earnings per click: the publisher's payout, so it goes where the payout goes.
  const shown = (key: string) => moneyColumnShown(scope.role, key === 'epc' ? 'payout' : key);
  const allowed = REPORT_EXPORT_COLUMNS.map((c) => c.key).filter(shown);
  const columns = chosenColumns(allowed, moneyColumnsAs(scope.role, keys));
  const header = [
    ...report.group.map((g) => groupLabel(g, report.time_zone)),
    ...columns.map((key) => columnLabel(scope.role, key, FIGURE_LABELS)),
  ];
  const totalKeys = report.group.map((_, i) => (i === 0 ? 'Total' : ''));
  const rowKeys = (row: ReportRow) => row.keys.map((key, i) => keyCell(report.group[i], key, report.time_zone));
  // Without a money column a row is its counts alone: no currency to name, one line.
  if (!columns.some((key) => MONEY_COLUMNS.has(key))) {
    const counts = (keys: CsvCell[], row: Figures) => [...keys, ...columns.map((key) => FIGURES[key]?.(row, '') ?? '')];
    return csvLines([header, ...report.rows.map((row) => counts(rowKeys(row), row)), counts(totalKeys, report.totals)]);
  }
  // Only the owner's figures are converted (at his rates): his sheet says which lines hold converted amounts.
  const converts = scope.role === 'network' ? ['Converted'] : [];
  return csvLines([
    [...header.slice(0, report.group.length), 'Currency', ...converts, ...header.slice(report.group.length)],
    ...report.rows.flatMap((row) => currencyLines(rowKeys(row), row, columns, converts.length > 0)),
    ...currencyLines(totalKeys, report.totals, columns, converts.length > 0),
  ]);
}

const MONEY_COLUMNS = new Set(['epc', 'payout', 'revenue', 'profit']);

/**
 * A row's lines, one per currency (never added), each with its own offers' counts (so a sheet's sums by currency hold):
 * the reporting currency's first, with what was converted at the owner's rates ("Converted" says so), then each
 * currency without a rate.
 */
function currencyLines(keys: CsvCell[], row: Figures, columns: string[], converts: boolean): CsvCell[][] {
  return row.amounts.map((amount) => {
    const figures = { ...row, ...amount };
    const cells = columns.map((key) => FIGURES[key]?.(figures, amount.currency) ?? '');
    return [...keys, amount.currency, ...(converts ? [amount.converted ? 'yes' : 'no'] : []), ...cells];
  });
}

const SUB_ID_LABELS = ['Sub ID 1', 'Sub ID 2', 'Sub ID 3', 'Sub ID 4', 'Sub ID 5'];

/** The conversions page's words for a conversion's goal: its postback value, or "Default" for the offer's own. */
const goalCell = (goal: string | null | undefined) => goal || 'Default';

/**
 * conversions.csv: the conversions table's columns for this role (an advertiser's "Publisher" is the alias, and he
 * has no Sub IDs), each conversion's goal; times in the network's zone, with its offset.
 */
export function conversionsCsv(scope: StatisticsScope, conversions: Conversion[]): string {
  const showPayout = moneyColumnShown(scope.role, 'payout');
  const showRevenue = moneyColumnShown(scope.role, 'revenue');
  const showSubIds = !hidesPublishers(scope);
  const header = [
    `Time (${scope.timeZone})`,
    'Click ID',
    'Offer',
    'Goal',
    'Publisher',
    ...(showSubIds ? SUB_ID_LABELS : []),
    'Country',
    'OS',
    'IP',
    ...(showPayout ? ['Payout'] : []),
    ...(showRevenue ? [scope.role === 'advertiser' ? 'Cost' : 'Revenue'] : []),
    'Currency',
    'Status',
    'Transaction ID',
  ];
  const rows = conversions.map((c): CsvCell[] => [
    isoInZone(c.created_at, scope.timeZone),
    c.click_id,
    c.offer_name,
    goalCell(c.goal),
    c.publisher_name,
    ...(showSubIds ? (c.sub_ids ?? SUB_ID_LABELS.map(() => '')) : []),
    c.country ?? '',
    osCell(c.os),
    c.ip ?? '',
    ...(showPayout ? [figure(moneyDecimal(c.payout ?? 0, c.currency))] : []),
    ...(showRevenue ? [figure(moneyDecimal(c.revenue ?? 0, c.currency))] : []),
    c.currency,
    c.status,
    c.txn_id ?? '',
  ]);
  return csvLines([header, ...rows]);
}
