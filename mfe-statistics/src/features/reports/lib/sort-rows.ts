import type { ReportRow } from '@affnet/contracts';
import { METRICS, type Metric, metricValue } from '../../../lib/metric-columns';

/** A sortable column: a group level ('key0', 'key1') or a metric. */
export type SortColumn = `key${number}` | Metric;

const isMetric = (column: string): column is Metric => METRICS.includes(column as Metric);

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows in the chosen order; rows without a value (a rate over no clicks) go last either way. */
export function sortRows(rows: readonly ReportRow[], column: string, order: 'asc' | 'desc'): ReportRow[] {
  const sign = order === 'asc' ? 1 : -1;
  if (isMetric(column)) {
    return [...rows].sort((a, b) => {
      const x = metricValue(a, column);
      const y = metricValue(b, column);
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return (x - y) * sign;
    });
  }
  const level = /^key(\d)$/.exec(column);
  if (!level) return [...rows];
  const index = Number(level[1]);
  return [...rows].sort((a, b) => collator.compare(a.keys[index] ?? '', b.keys[index] ?? '') * sign);
}
