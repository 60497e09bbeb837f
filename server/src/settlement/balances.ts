import type {
  Balance,
  BalanceFigures,
  BalanceSort,
  Balances,
  BalanceTotal,
  PublisherBalances,
} from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import { balanceStore } from './balance-store';

const ZERO: BalanceFigures = { earned: 0, pending: 0, on_hold: 0, invoiced: 0, paid: 0 };
const FIGURES = Object.keys(ZERO) as (keyof BalanceFigures)[];

const isEmpty = (figures: BalanceFigures) => FIGURES.every((figure) => figures[figure] === 0);

/** Sums each figure per currency; never across currencies. */
function totalsOf(rows: Balance[]): BalanceTotal[] {
  const totals = new Map<string, BalanceTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, ...ZERO };
    for (const figure of FIGURES) total[figure] += row[figure];
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export interface BalanceOrder {
  sort: BalanceSort;
  order: 'asc' | 'desc';
}

function sorted(rows: Balance[], { sort, order }: BalanceOrder): Balance[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: Balance, b: Balance) => {
    const x = a[sort];
    const y = b[sort];
    const first = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    // Ties in a stable order: by name, then currency.
    return first * sign || a.publisher_name.localeCompare(b.publisher_name) || a.currency.localeCompare(b.currency);
  };
  return rows.sort(compare);
}

/**
 * Balances per publisher and currency of one network (all publishers, or the one `publisherId` names), with totals per
 * currency. A publisher and currency with nothing in any column is left out.
 */
export async function balancesOf(
  ctx: AppContext,
  networkId: number,
  publisherId?: number,
  order: BalanceOrder = { sort: 'publisher_name', order: 'asc' },
): Promise<Balances> {
  const store = balanceStore(ctx.db, networkId, publisherId);
  const [conversions, adjustments, invoices, names] = await Promise.all([
    store.conversionSums(),
    store.waitingAdjustments(),
    store.invoiceSums(),
    store.publisherNames(),
  ]);
  const rows = new Map<string, Balance>();
  const rowOf = (publisher: number, currency: string) => {
    const key = `${publisher}:${currency}`;
    const row = rows.get(key) ?? {
      publisher_id: publisher,
      publisher_name: names.get(publisher) ?? '',
      currency,
      ...ZERO,
    };
    rows.set(key, row);
    return row;
  };
  for (const sum of conversions) {
    const row = rowOf(sum.publisher_id, sum.currency);
    row.earned += sum.earned;
    row.pending += sum.pending;
    row.on_hold += sum.on_hold;
  }
  for (const sum of adjustments) rowOf(sum.publisher_id, sum.currency).earned += sum.amount;
  for (const sum of invoices) {
    const row = rowOf(sum.publisher_id, sum.currency);
    row.invoiced += sum.invoiced;
    row.paid += sum.paid;
  }
  // Only the network's publishers: a conversion of a user who is no longer one is not a balance anyone is owed.
  const kept = [...rows.values()].filter((row) => names.has(row.publisher_id) && !isEmpty(row));
  return { rows: sorted(kept, order), totals: totalsOf(kept) };
}

/**
 * A publisher's own balances: what cutback withholds is left out (his conversions, reports and postbacks never show
 * it), and so is a currency in which he has nothing else.
 */
export async function publishersBalances(
  ctx: AppContext,
  networkId: number,
  publisherId: number,
): Promise<PublisherBalances> {
  const { rows } = await balancesOf(ctx, networkId, publisherId, { sort: 'currency', order: 'asc' });
  const own = rows.map(({ on_hold: _withheld, ...row }) => row).filter((row) => !isEmpty({ ...row, on_hold: 0 }));
  const totals = totalsOf(own.map((row) => ({ ...row, on_hold: 0 }))).map(({ on_hold: _withheld, ...total }) => total);
  return { rows: own, totals };
}
