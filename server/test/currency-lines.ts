import type { ReportRow } from '@affnet/contracts';
import type { TrackingFixture } from './click-fixtures';

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

/** Acme's rates become one EUR rate dated in 2099: a rate that does not apply to any day the tests record. */
export async function onlyLaterEuroRate(f: TrackingFixture): Promise<void> {
  await f.db.deleteFrom('exchange_rates').execute();
  await f.db
    .insertInto('exchange_rates')
    .values({
      network_id: f.acme.id,
      currency: 'EUR',
      to_currency: 'USD',
      rate: '2',
      valid_from: '2099-01-01',
      created_at: new Date(0).toISOString(),
      created_by: null,
    })
    .execute();
}
