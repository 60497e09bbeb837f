import type { Role } from './permissions';

/** The money fields of offers, report rows, dashboard figures and conversions. */
export const MONEY_FIELDS = ['payout', 'revenue', 'profit'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/**
 * Money as a role sees it (issue 10): a publisher what he earns, an advertiser what he pays, the network owner both
 * and the margin. A field the caller may not see is absent from the response, never null or 0.
 */
export interface RoleMoney {
  /** What the publisher is paid. Publishers and the owner; never in an advertiser's response. */
  payout?: number;
  /** What the advertiser pays the network (his price, his cost). Advertisers and the owner; never a publisher's. */
  revenue?: number;
  /** revenue − payout: the network's margin. The owner only. */
  profit?: number;
}

/** The money fields each role's responses carry; the platform admin sees what the owner sees where he sees any. */
export const MONEY_FIELDS_OF: Record<Role, readonly MoneyField[]> = {
  admin: MONEY_FIELDS,
  network: MONEY_FIELDS,
  publisher: ['payout'],
  advertiser: ['revenue'],
};
