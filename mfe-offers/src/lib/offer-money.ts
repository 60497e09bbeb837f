import type { MoneyField, Offer } from '@affnet/contracts';
import type { Viewer } from '@affnet/core';

/** One money column of an offer: the field the server sent this viewer and the word for it. */
export interface MoneyColumn {
  field: MoneyField;
  label: 'column.payout' | 'column.price' | 'column.revenue' | 'column.margin';
}

/**
 * The offer's money as each role reads it (issue 10): a publisher his payout, an advertiser his price (what he pays:
 * the offer's revenue), the owner payout, revenue and, where there is room, his margin. The first one is the column
 * the list sorts by money.
 */
export function moneyColumnsOf(viewer: Viewer, withMargin = false): MoneyColumn[] {
  if (viewer.isAdvertiser) return [{ field: 'revenue', label: 'column.price' }];
  if (!viewer.isOwner) return [{ field: 'payout', label: 'column.payout' }];
  return [
    { field: 'payout', label: 'column.payout' },
    { field: 'revenue', label: 'column.revenue' },
    ...(withMargin ? [{ field: 'profit', label: 'column.margin' } as const] : []),
  ];
}

/** The amount of a column, or undefined when the server left it out. */
export const amountOf = (offer: Offer, column: MoneyColumn): number | undefined => offer[column.field];
