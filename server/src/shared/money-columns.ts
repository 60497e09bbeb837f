import { MONEY_FIELDS, MONEY_FIELDS_OF, type MoneyField, type Role } from '@affnet/contracts';

const isMoney = (key: string): key is MoneyField => (MONEY_FIELDS as readonly string[]).includes(key);

/** Whether a CSV column may be written for this role: any non-money column, and the money his role sees. */
export function moneyColumnShown(role: Role, key: string): boolean {
  return !isMoney(key) || MONEY_FIELDS_OF[role].includes(key);
}

/**
 * The network's chosen CSV columns as this role gets them: where the network put the payout column, an advertiser
 * gets his price (revenue) instead, so his export always carries what he pays.
 */
export function moneyColumnsAs(role: Role, chosen: string[]): string[] {
  if (role !== 'advertiser') return chosen;
  return [...new Set(chosen.map((key) => (key === 'payout' ? 'revenue' : key)))];
}

/**
 * Header of a CSV column. The advertiser reads the revenue column as what it is to him: his price on an offer, his
 * cost in statistics.
 */
export function columnLabel(role: Role, key: string, labels: Map<string, string>, advertiserWord = 'Cost'): string {
  if (role === 'advertiser' && key === 'revenue') return advertiserWord;
  return labels.get(key) ?? key;
}
