/** The figures every rollup table holds, and the upsert that adds to them. */
export const METRICS = [
  'clicks',
  'unique_clicks',
  'conversions',
  'payout',
  'revenue',
  'withheld_conversions',
  'withheld_payout',
] as const;

/** ON CONFLICT of an upsert that adds the new figures to the row's (the same in both dialects). */
export function addingTail(table: string, key: readonly string[]): string {
  const sums = METRICS.map((m) => `${m} = ${table}.${m} + excluded.${m}`).join(', ');
  return `on conflict (${key.join(', ')}) do update set ${sums}`;
}
