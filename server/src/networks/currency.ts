import type { AppContext } from '../shared/context';

/**
 * The currency a network's figures are reported in: its reporting currency (issue 27; migration 020 set it to the
 * one most of its offers used), which the owner may change in Settings.
 */
export async function networkCurrency(db: AppContext['db'], networkId: number): Promise<string> {
  const row = await db
    .selectFrom('networks')
    .select('reporting_currency')
    .where('id', '=', networkId)
    .executeTakeFirst();
  return row?.reporting_currency ?? 'USD';
}
