import type {
  AdvertiserBalance,
  AdvertiserBalanceFigures,
  AdvertiserBalances,
  AdvertiserBalanceTotal,
} from '@affnet/contracts';
import { networkToday } from '../invoicing/network-today';
import { ownersNetwork } from '../invoicing/owners-network';
import type { AppContext, Session } from '../shared/context';
import { advertiserBalanceStore } from './balance-store';

const ZERO: AdvertiserBalanceFigures = { owed: 0, pending: 0, invoiced: 0, overdue: 0, paid: 0 };
const FIGURES = Object.keys(ZERO) as (keyof AdvertiserBalanceFigures)[];

/** Sums each figure per currency; never across currencies. */
function totalsOf(rows: AdvertiserBalance[]): AdvertiserBalanceTotal[] {
  const totals = new Map<string, AdvertiserBalanceTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, ...ZERO };
    for (const figure of FIGURES) total[figure] += row[figure];
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * What each advertiser of the owner's network owes per currency, by name then currency, with totals per currency.
 * Overdue is today's (the network's day from the clock): a sent invoice past its due day moves there.
 */
export async function advertiserBalances(ctx: AppContext, session: Session): Promise<AdvertiserBalances> {
  const networkId = ownersNetwork(session);
  const store = advertiserBalanceStore(ctx.db, networkId);
  const today = await networkToday(ctx.db, networkId);
  const [conversions, adjustments, invoices, names] = await Promise.all([
    store.conversionSums(),
    store.waitingAdjustments(),
    store.invoiceSums(today),
    store.advertiserNames(),
  ]);
  const rows = new Map<string, AdvertiserBalance>();
  const rowOf = (advertiser: number, currency: string) => {
    const key = `${advertiser}:${currency}`;
    const row = rows.get(key) ?? {
      advertiser_id: advertiser,
      advertiser_name: names.get(advertiser) ?? '',
      currency,
      ...ZERO,
    };
    rows.set(key, row);
    return row;
  };
  for (const sum of conversions) {
    const row = rowOf(sum.advertiser_id, sum.currency);
    row.owed += sum.owed;
    row.pending += sum.pending;
  }
  for (const sum of adjustments) rowOf(sum.advertiser_id, sum.currency).owed += sum.amount;
  for (const sum of invoices) {
    const row = rowOf(sum.advertiser_id, sum.currency);
    row.invoiced += sum.invoiced;
    row.overdue += sum.overdue;
    row.paid += sum.paid;
  }
  // Only the network's advertisers, and only a row with something in it.
  const kept = [...rows.values()]
    .filter((row) => names.has(row.advertiser_id) && FIGURES.some((figure) => row[figure] !== 0))
    .sort((a, b) => a.advertiser_name.localeCompare(b.advertiser_name) || a.currency.localeCompare(b.currency));
  return { rows: kept, totals: totalsOf(kept) };
}
