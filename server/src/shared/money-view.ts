import { MONEY_FIELDS_OF, type Role, type RoleMoney } from '@affnet/contracts';

/** The money of one offer, report row or conversion as stored: what the publisher earns and the advertiser pays. */
export interface StoredMoney {
  payout: number;
  revenue: number;
}

/**
 * The one projection of money every response goes through: a publisher gets his payout, an advertiser what he pays
 * (revenue), the owner (and the platform admin) both and the margin. A hidden field is left out, not nulled, so a
 * response cannot leak it by its presence either.
 */
export function moneyFor(role: Role, money: StoredMoney): RoleMoney {
  const all: Required<RoleMoney> = {
    payout: money.payout,
    revenue: money.revenue,
    profit: money.revenue - money.payout,
  };
  const shown: RoleMoney = {};
  for (const field of MONEY_FIELDS_OF[role]) shown[field] = all[field];
  return shown;
}
