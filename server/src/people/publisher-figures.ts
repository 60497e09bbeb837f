import type { PayoutAmount } from '@affnet/contracts';
import { now } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { addDays, localDayOf } from '../shared/time-zones';
import { fromRollups } from '../statistics/rollup-report';
import { addSums, figuresFor, type StatisticsScope, type Sums, sumsOf, ZERO } from '../statistics/scope';

/** A publisher's last 30 days in the owner's list. */
export interface PublisherFigures {
  clicks: number;
  conversions: number;
  /** The reporting currency's payout (amounts[0]): what the list sorts by. */
  payout: number;
  amounts: PayoutAmount[];
}

/**
 * The last 30 days of every publisher of the owner's network, read as the statistics read them (rollups per
 * currency and day, converted by scope.ts's one rule), so the list's payout is the report's grouped by publisher.
 */
export async function publisherFigures(
  ctx: AppContext,
  scope: StatisticsScope,
): Promise<Map<number, PublisherFigures>> {
  const today = localDayOf(now(), scope.timeZone);
  const rows = await fromRollups(ctx, scope, { from: addDays(today, -29), to: today, group: ['publisher'] });
  const sums = new Map<number, Sums>();
  for (const row of rows) {
    const id = Number(row.k0);
    sums.set(id, addSums(sums.get(id) ?? ZERO, sumsOf(scope, row)));
  }
  return new Map([...sums].map(([id, s]) => [id, figuresOf(scope, s)]));
}

/** No traffic: nothing earned, in the reporting currency. */
export const noFigures = (scope: StatisticsScope): PublisherFigures => figuresOf(scope, ZERO);

function figuresOf(scope: StatisticsScope, sums: Sums): PublisherFigures {
  const figures = figuresFor(scope, sums);
  // The owner's figures hold revenue too: a currency line he earned nothing in is left out of the payout's lines.
  const amounts = figures.amounts
    .map(({ currency, converted, payout = 0 }) => ({ currency, converted, payout }))
    .filter((amount, i) => i === 0 || amount.payout !== 0);
  return {
    clicks: figures.clicks,
    conversions: figures.conversions,
    payout: amounts[0]?.payout ?? 0,
    amounts,
  };
}
