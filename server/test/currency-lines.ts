import type { ReportRow } from '@affnet/contracts';

type Figures = Omit<ReportRow, 'keys'> & { keys?: string[] };

/**
 * Figures of a network whose money is all in one currency, without their `amounts`: checks that the currency's one
 * line repeats the top-level counts and money (issue 27), so the older expectations stay as they were.
 */
export function inOneCurrency<T extends Figures>(figures: T, currency = 'USD'): Omit<T, 'amounts'> {
  const { amounts, ...rest } = figures;
  const money = Object.fromEntries(
    (['payout', 'revenue', 'profit'] as const).filter((k) => rest[k] !== undefined).map((k) => [k, rest[k]]),
  );
  const counts = { clicks: rest.clicks, unique_clicks: rest.unique_clicks, conversions: rest.conversions };
  expect(amounts).toEqual([{ currency, converted: false, ...counts, ...money }]);
  return rest;
}
