/** Report formulas, computed in the UI from the server's exact sums. */

/** Conversion rate in percent, or null when there were no clicks. */
export function conversionRate(conversions: number, clicks: number): number | null {
  return clicks > 0 ? (conversions / clicks) * 100 : null;
}

/** Earnings per click in minor units (payout / clicks), or null when there were no clicks. */
export function earningsPerClick(payout: number, clicks: number): number | null {
  return clicks > 0 ? payout / clicks : null;
}

export type Change =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** Something now, nothing before: a rise no percentage can express. */
  | { kind: 'new' };

/** The change from `previous` to `current`, in percent of `previous`. */
export function percentChange(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return current > 0 ? { kind: 'new' } : { kind: 'down', percent: 100 };
  const percent = (Math.abs(current - previous) / Math.abs(previous)) * 100;
  return { kind: current > previous ? 'up' : 'down', percent };
}
