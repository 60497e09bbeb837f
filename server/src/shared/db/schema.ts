import type { Generated, Insertable, Selectable } from 'kysely';
import type { BillingDatabase } from './schema-billing';
import type { CompanyDatabase } from './schema-company';
import type { CredentialsDatabase } from './schema-credentials';
import type { ExportsDatabase } from './schema-exports';
import type { NetworksReviewDatabase } from './schema-networks';
import type { OfferGoalsDatabase } from './schema-offer-goals';
import type { PaymentDetailsDatabase } from './schema-payment-details';
import type { PeopleDatabase } from './schema-people';
import type { PostbacksDatabase } from './schema-postbacks';
import type { PublisherPayoutsDatabase } from './schema-publisher-payouts';
import type { RemotesDatabase } from './schema-remotes';
import type { RollupsDatabase } from './schema-rollups';
import type { SettlementDatabase } from './schema-settlement';
import type { SharedStateDatabase } from './schema-shared-state';

/** All timestamps are UTC ISO-8601 strings (`Date#toISOString`), which sort and compare as text. */
export interface NetworksTable {
  id: Generated<number>;
  network_id: string;
  company_name: string;
  logo_url: string | null;
  dashboard_domain: string;
  status: 'active' | 'inactive';
  /** ThemeSettings as JSON text. */
  theme: string;
  created_at: string;
  /** IANA time zone: the network's days and hours in statistics. */
  time_zone: Generated<string>;
  /** Counts the changes of `time_zone`: the local rollups of an older epoch are stale (schema-rollups.ts). */
  stats_epoch: Generated<number>;
  /** What the statistics report money in (issue 27; migration 020): other currencies converted at its rates. */
  reporting_currency: Generated<string>;
  /** Host of tracking links (`track.acme.example`); the dashboard domain when null. */
  tracking_domain: string | null;
  /** Where a rejected click goes; a plain page when null. */
  fallback_url: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  /** networks.id; null only for the platform's super admin. */
  network_id: number | null;
  email: string;
  password_hash: string;
  name: string;
  role: 'admin' | 'network' | 'publisher' | 'advertiser';
  company_name: string;
  status: 'active' | 'inactive';
  account_manager_id: number | null;
  /** 1: the publisher's offer access requests are approved at once. */
  auto_approve: Generated<number>;
  /** Percent (0–100) of the publisher's conversions withheld from his view and postbacks. */
  cutback_percent: Generated<number>;
  /** Sessions issued before this moment are revoked (set by a password reset). */
  tokens_valid_after: string | null;
  created_at: string;
}

export interface AccountManagersTable {
  id: Generated<number>;
  network_id: number;
  name: string;
  email: string;
  skype_id: string;
}

export interface InvitesTable {
  token: string;
  network_id: number;
  kind: 'publisher' | 'advertiser';
  expires_at: string | null;
  created_at: string;
}

/** A mail waiting to be sent, sent, or given up (shared/mail/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  next_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Session tokens ended by /api/logout, kept until they would have expired anyway. */
export interface RevokedTokensTable {
  token_hash: string;
  expires_at: string;
}

/** JSON text columns hold arrays (countries, os, devices, categories). Money: integer minor units. */
export interface OffersTable {
  id: Generated<number>;
  network_id: number;
  name: string;
  description: string;
  preview_url: string;
  destination_url: string;
  advertiser_id: number | null;
  status: 'active' | 'paused' | 'pending' | 'expired';
  visibility: 'public' | 'private' | 'approval';
  payout_type: 'CPA' | 'CPS' | 'CPC' | 'CPI' | 'CPL';
  payout: number;
  revenue: number;
  currency: string;
  countries: string;
  os: string;
  devices: string;
  daily_cap: number | null;
  monthly_cap: number | null;
  kpi: string;
  categories: string;
  thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
}

/** A publisher's standing on a private or approval-required offer. */
export interface OfferAccessTable {
  offer_id: number;
  publisher_id: number;
  network_id: number;
  status: 'allowed' | 'requested' | 'rejected';
  created_at: string;
  decided_at: string | null;
}

export interface PublisherCredentialsTable {
  publisher_id: number;
  network_id: number;
  apikey: string;
  secret_hash: string;
  created_at: string;
}

/**
 * A click on a tracking link; `local_hour` is YYYY-MM-DDTHH in the network's time zone when it arrived (the day its
 * uniqueness counts in), never moved by a later change of the zone.
 */
export interface ClicksTable {
  click_id: string;
  network_id: number;
  offer_id: number | null;
  publisher_id: number | null;
  created_at: string;
  local_hour: string;
  ip: string;
  user_agent: string;
  country: string | null;
  os: string;
  device: string;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  status: 'accepted' | 'rejected';
  reason: string | null;
  /** 1 for the first click of its (local day on arrival, offer, publisher, ip). */
  is_unique: number;
  /** Minor units a CPC offer pays for this click (0 for other payout types). */
  payout: number;
  revenue: number;
}

export interface ConversionsTable {
  id: Generated<number>;
  network_id: number;
  click_id: string;
  offer_id: number;
  publisher_id: number;
  created_at: string;
  local_hour: string;
  status: 'approved' | 'pending' | 'rejected';
  reason: string | null;
  payout: number;
  revenue: number;
  currency: string;
  txn_id: string | null;
  sale_amount: number | null;
  ip: string | null;
  dedup_key: string;
  /** The offer goal's slug; null for its default goal (the offer's own payout, revenue and caps). */
  goal: Generated<string | null>;
  /** 1 when cutback withheld it: the owner sees it, the publisher's view and postbacks do not. */
  withheld: Generated<number>;
}

export interface ClickUniquesTable {
  network_id: number;
  day: string;
  offer_id: number;
  publisher_id: number;
  ip: string;
}

/** JSON text columns hold string arrays; 0/1 integers are booleans. */
export interface NetworkSettingsTable {
  network_id: number;
  /** Tracking-link parameter name, e.g. `aff_click_id`. */
  parameter: Generated<string>;
  /** JSON: [{ name, value }] added to every tracking link. */
  custom_parameters: Generated<string>;
  /** Query string appended to publishers' tracking links (`network_publisher_setting_string`). */
  publisher_setting_string: Generated<string>;
  offer_setting_keys: Generated<string>;
  report_setting_keys: Generated<string>;
  /** 1: publishers' postback changes wait on the hold list for approval. */
  postback_approval: Generated<number>;
  /** 1: postbacks may target loopback and private addresses (tests, private installs). */
  /** Days a download-center file is kept. */
  export_retention_days: Generated<number>;
  updated_at: string;
}

export interface PostbackForwardingSettingsTable {
  id: Generated<number>;
  network_id: number;
  /** all: every conversion; unmatched: postbacks whose click id is unknown; none: off. */
  mode: 'all' | 'unmatched' | 'none';
  url: string;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  network_id: number;
  user_id: number | null;
  action: string;
  /** The spec's log_status text, e.g. 'Time zone changed to Europe/Paris'. */
  log_status: string;
  /** JSON object with the changed values. */
  details: Generated<string>;
  created_at: string;
}

export interface Database
  extends PostbacksDatabase,
    PeopleDatabase,
    ExportsDatabase,
    CredentialsDatabase,
    NetworksReviewDatabase,
    RemotesDatabase,
    RollupsDatabase,
    PublisherPayoutsDatabase,
    OfferGoalsDatabase,
    SettlementDatabase,
    BillingDatabase,
    PaymentDetailsDatabase,
    CompanyDatabase,
    SharedStateDatabase {
  network_settings: NetworkSettingsTable;
  postback_forwarding_settings: PostbackForwardingSettingsTable;
  audit_log: AuditLogTable;
  networks: NetworksTable;
  users: UsersTable;
  account_managers: AccountManagersTable;
  invites: InvitesTable;
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  revoked_tokens: RevokedTokensTable;
  offers: OffersTable;
  offer_access: OfferAccessTable;
  publisher_credentials: PublisherCredentialsTable;
  clicks: ClicksTable;
  conversions: ConversionsTable;
  click_uniques: ClickUniquesTable;
}

export type NetworkRow = Selectable<NetworksTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AccountManagerRow = Selectable<AccountManagersTable>;
export type InviteRow = Selectable<InvitesTable>;
export type OfferRow = Selectable<OffersTable>;
