import type { ReportRow } from '@affnet/contracts';
import { formatCount, formatMoney, formatMoneyPerUnit, formatRate } from '@affnet/format';
import type { FiguresView } from '../hooks/use-figures-view';
import { conversionRate, earningsPerClick } from './metrics';

export type Figures = Omit<ReportRow, 'keys'>;

export const METRICS = ['clicks', 'unique_clicks', 'conversions', 'cr', 'epc', 'payout', 'revenue', 'profit'] as const;
export type Metric = (typeof METRICS)[number];

/** A metric's value for sorting and display; null when it has no meaning (a rate over no clicks). */
export function metricValue(figures: Figures, metric: Metric): number | null {
  switch (metric) {
    case 'cr':
      return conversionRate(figures.conversions, figures.clicks);
    case 'epc':
      return figures.payout === undefined ? null : earningsPerClick(figures.payout, figures.clicks);
    case 'payout':
    case 'revenue':
    case 'profit':
      // Absent when the role may not see it (the server leaves it out).
      return figures[metric] ?? null;
    default:
      return figures[metric];
  }
}

/** A metric's value as the table shows it; "—" when it has none. */
export function formatMetric(figures: Figures, metric: Metric, currency: string, locale: string): string {
  const value = metricValue(figures, metric);
  if (value === null) return '—';
  switch (metric) {
    case 'cr':
      return formatRate(value, locale);
    case 'epc':
      // From the exact sums, not from the rounded ratio: money is divided in integers.
      return formatMoneyPerUnit(figures.payout ?? 0, figures.clicks, currency, locale);
    case 'payout':
    case 'revenue':
    case 'profit':
      return formatMoney(value, currency, locale);
    default:
      return formatCount(value, locale);
  }
}

const MONEY_METRICS = ['epc', 'payout', 'revenue', 'profit'] as const;
type MoneyMetric = (typeof MONEY_METRICS)[number];
const isMoney = (metric: Metric): metric is MoneyMetric => (MONEY_METRICS as readonly Metric[]).includes(metric);

/** One line of a cell: a money metric has one per currency (issue 27: currencies are never added). */
export interface MetricLine {
  text: string;
  currency: string | null;
  /** The reporting currency's line holds amounts converted at the owner's rates. */
  converted: boolean;
}

/**
 * A metric as the lines of its cell: counts and rates one line; money one line per currency of `amounts`, the
 * reporting currency's first (as in stats.csv), then each currency without a rate. A line's EPC is over its own
 * offers' clicks: euros are never divided by the clicks of a dollar offer.
 */
export function metricLines(figures: Figures, metric: Metric, currency: string, locale: string): MetricLine[] {
  if (!isMoney(metric))
    return [{ text: formatMetric(figures, metric, currency, locale), currency: null, converted: false }];
  return figures.amounts.map((amount) => ({
    text: formatMetric({ ...figures, ...amount }, metric, amount.currency, locale),
    currency: amount.currency,
    converted: amount.converted,
  }));
}

/** True when some figure of the answer was converted at the owner's rates. */
export const anyConverted = (figures: Figures[]) => figures.some((f) => f.amounts.some((a) => a.converted));

/** True when the answer holds money in more than one currency. */
export const manyCurrencies = (figures: Figures[]) =>
  new Set(figures.flatMap((f) => f.amounts.map((a) => a.currency))).size > 1;

/** The metrics this viewer may see, in table order. */
export function visibleMetrics(viewer: FiguresView, wanted: readonly Metric[] = METRICS): Metric[] {
  return wanted.filter((metric) => {
    if (metric === 'payout' || metric === 'epc') return viewer.showPayout;
    if (metric === 'revenue') return viewer.showRevenue;
    if (metric === 'profit') return viewer.showProfit;
    return true;
  });
}

/**
 * The word for a metric as this viewer reads it: what the owner calls revenue is the advertiser's cost (what he
 * pays), so he never reads a network word for his own spending.
 */
export function metricLabelKey(metric: Metric, viewer: FiguresView): `metric.${Metric}` | 'metric.cost' {
  return metric === 'revenue' && viewer.isAdvertiser ? 'metric.cost' : `metric.${metric}`;
}
