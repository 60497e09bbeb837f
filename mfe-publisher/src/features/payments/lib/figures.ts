import type { BalanceFigures } from '@affnet/contracts';

/** The balance columns in the order money moves through them: earned and pending, held back, invoiced, paid. */
export const BALANCE_FIGURES: readonly (keyof BalanceFigures)[] = ['earned', 'pending', 'on_hold', 'invoiced', 'paid'];
