import { currencyDigits } from '@affnet/format';
import type { AppContext } from '../shared/context';
import { statisticsStore } from './store';

/** A rate of the owner's: from `from` (a local day, YYYY-MM-DD) on, one unit of the currency is `rate` units. */
export interface DatedRate {
  from: string;
  rate: number;
}

/**
 * The rates a network's figures are converted at, into its reporting currency: per currency, oldest first. Rates set
 * into another reporting currency (before the owner changed it) do not apply.
 */
export interface RateBook {
  reporting: string;
  rates: Map<string, DatedRate[]>;
}

export async function rateBookOf(ctx: AppContext, networkId: number, reporting: string): Promise<RateBook> {
  const rows = await statisticsStore(ctx.db, networkId).ratesInto(reporting);
  const rates = new Map<string, DatedRate[]>();
  for (const row of rows) {
    const list = rates.get(row.currency) ?? [];
    // A second rate of the same day replaces the first (the history keeps both).
    if (list.at(-1)?.from === row.valid_from) list.pop();
    list.push({ from: row.valid_from, rate: Number(row.rate) });
    rates.set(row.currency, list);
  }
  return { reporting, rates };
}

/** The rate of a currency on a local day: the last one set from that day or before; null when none. */
export function rateOn(book: RateBook, currency: string, day: string): number | null {
  let found: number | null = null;
  for (const dated of book.rates.get(currency) ?? []) {
    if (dated.from > day) break;
    found = dated.rate;
  }
  return found;
}

/** Minor units of `currency` in minor units of the reporting currency, rounded to the nearest. */
export function convertMinor(minor: number, currency: string, rate: number, reporting: string): number {
  const scale = 10 ** (currencyDigits(reporting) - currencyDigits(currency));
  return Math.round(minor * rate * scale);
}
