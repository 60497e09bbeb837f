/** Figures whose money is all in USD: the one line of `amounts` repeats the top-level figures (issue 27). */
export function inUsd<
  T extends {
    clicks: number;
    unique_clicks: number;
    conversions: number;
    payout?: number;
    revenue?: number;
    profit?: number;
  },
>(figures: T) {
  const { clicks, unique_clicks, conversions, payout, revenue, profit } = figures;
  const line = { currency: 'USD', converted: false, clicks, unique_clicks, conversions, payout, revenue, profit };
  return { ...figures, amounts: [line] };
}
