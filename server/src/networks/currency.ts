import type { AppContext } from '../shared/context';

/**
 * The currency a network's figures are reported in: the one most of its offers use (the statistics scope reads it
 * the same way), USD for a network without offers.
 */
export async function networkCurrency(db: AppContext['db'], networkId: number): Promise<string> {
  const row = await db
    .selectFrom('offers')
    .select('currency')
    .where('network_id', '=', networkId)
    .groupBy('currency')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('currency')
    .executeTakeFirst();
  return row?.currency ?? 'USD';
}
