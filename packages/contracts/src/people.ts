/** Publishers, advertisers, account managers and invites, as the network owner administers them. */

export type PersonStatus = 'active' | 'inactive';
export const PERSON_STATUSES = ['active', 'inactive'] as const satisfies readonly PersonStatus[];

/** An account manager of the network (spec: name, email, skypeId). */
export interface NetworkAccountManager {
  id: number;
  name: string;
  email: string;
  skypeId: string;
}

export interface AccountManagerInput {
  name: string;
  email: string;
  skypeId: string;
}

/** Payload of GET /api/get/publisher/{id}. */
export interface PublisherDetail {
  id: number;
  name: string;
  email: string;
  company_name: string;
  status: PersonStatus;
  auto_approve: boolean;
  /** Percent (0–100) of his conversions withheld from his view and postbacks. */
  cutback_percent: number;
  account_manager: NetworkAccountManager | null;
  created_at: string;
  /** Whether he has API credentials. */
  has_credentials: boolean;
}

/** Body of POST /api/add/publisher and PUT /api/update/publisher/{id}; without a password he gets a set-password link. */
export interface PublisherInput {
  name: string;
  email: string;
  company_name: string;
  password?: string;
  account_manager_id?: number | null;
  status: PersonStatus;
}

/** A row of GET /api/publisher/list/. */
export interface PublisherListItem {
  id: number;
  name: string;
  email: string;
  status: PersonStatus;
}

export const PUBLISHER_SORTS = [
  'id',
  'name',
  'email',
  'company_name',
  'status',
  'created_at',
  'clicks',
  'conversions',
  'payout',
] as const;
export type PublisherSort = (typeof PUBLISHER_SORTS)[number];

/** Body of POST /api/publisher/view. */
export interface PublisherViewQuery {
  options: {
    page: number;
    limit: number;
    sort?: PublisherSort;
    order?: 'asc' | 'desc';
    status?: PersonStatus;
  };
  search?: string;
}

/** A row of POST /api/publisher/view: figures of the last 30 days (minor units). */
export interface PublisherViewRow {
  id: number;
  name: string;
  email: string;
  company_name: string;
  status: PersonStatus;
  auto_approve: boolean;
  cutback_percent: number;
  created_at: string;
  clicks: number;
  conversions: number;
  /** What he earned in the reporting currency: its own payout plus other currencies converted at the owner's rates. */
  payout: number;
  /** The currency of `payout`: the network's reporting currency, as in its statistics. */
  currency: string;
  /**
   * His payout one line per currency, never added (issue 27): the reporting currency's first (`payout` again,
   * `converted` when some was converted at the owner's rates), then each currency without a rate, in its own units.
   */
  amounts: PayoutAmount[];
}

/** One currency's payout, in its minor units. */
export interface PayoutAmount {
  currency: string;
  converted: boolean;
  payout: number;
}

export interface NamedPublisher {
  id: number;
  name: string;
}

export type InviteKind = 'publisher' | 'advertiser';

/** An invitation link for registration (POST/GET /api/network/invites). */
export interface NetworkInvite {
  token: string;
  kind: InviteKind;
  url: string;
  expires_at: string | null;
  created_at: string;
}

/** An advertiser as the owner lists him (GET /api/advertisers). */
export interface Advertiser {
  id: number;
  name: string;
  email: string;
  company_name: string;
  status: PersonStatus;
  created_at: string;
}

export interface AdvertiserInput {
  name: string;
  email: string;
  company_name: string;
  password?: string;
  status?: PersonStatus;
}

/** Payload of POST /api/publisher/login-as/{id}: what the /ext hand-off needs. */
export interface LoginAsPublisher {
  accountToken: string;
  loginType: string;
  /** `/ext/login?accountToken=…` on the network's dashboard. */
  url: string;
  publisher: NamedPublisher;
}
