/** Network settings (spec section 7 "Network"): tracking link, time zone, domains, export columns, postbacks. */

export interface CustomParameter {
  name: string;
  value: string;
}

export interface NetworkDomains {
  dashboard: string;
  /** null: tracking links use the dashboard domain. */
  tracking: string | null;
}

/** GET /api/get/network/setting */
export interface NetworkSettingsView {
  /** Name of the tracking link's parameter carrying the publisher's click reference (empty: none). */
  parameter: string;
  /** Fixed name=value pairs every tracking link carries. */
  customParameters: CustomParameter[];
  /** A query-string template appended to every tracking link; `{aff_id}` and `{offer_id}` are filled in. */
  network_publisher_setting_string: string;
  current_timezone: string;
  domain: NetworkDomains;
  postback_approval: boolean;
  export_retention_days: number;
  /** Where a refused click is sent (offer paused, expired, private, capped); empty: the network's own page. */
  fallback_url: string;
}

/** GET /api/get/publisher/link/settings */
export interface PublisherLinkSettings {
  parameter: string;
  customParameters: CustomParameter[];
  network_publisher_setting_string: string;
  tracking_domain: string;
}

export interface LinkSettingsInput {
  parameter: string;
  customParameters: CustomParameter[];
  network_publisher_setting_string: string;
  log_status?: string;
}

export interface DomainInput {
  dashboard?: string;
  tracking?: string;
  log_status?: string;
}

export interface PostbackSettingsInput {
  postback_approval: boolean;
  /** 1..90 */
  export_retention_days: number;
  log_status?: string;
}

export interface ExportColumn {
  key: string;
  label: string;
}

/** GET /api/get/offer/setting/keys and /api/get/report/setting/keys; empty keys = every default column. */
export interface SettingKeys {
  keys: string[];
  available: ExportColumn[];
}

/** Columns of offers.csv, in their default order. */
export const OFFER_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'id', label: 'ID' },
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
  { key: 'visibility', label: 'Visibility' },
  { key: 'payout_type', label: 'Payout type' },
  { key: 'payout', label: 'Payout' },
  { key: 'currency', label: 'Currency' },
  { key: 'countries', label: 'Countries' },
  { key: 'os', label: 'OS' },
  { key: 'categories', label: 'Categories' },
  { key: 'revenue', label: 'Revenue' },
];

/** Figure columns of stats.csv (the report's grouping columns always come first), in their default order. */
export const REPORT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'clicks', label: 'Clicks' },
  { key: 'unique_clicks', label: 'Unique clicks' },
  { key: 'conversions', label: 'Conversions' },
  { key: 'cr', label: 'CR' },
  { key: 'epc', label: 'EPC' },
  { key: 'payout', label: 'Payout' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'profit', label: 'Profit' },
];

export const FORWARDING_MODES = ['all', 'unmatched', 'none'] as const;
export type ForwardingMode = (typeof FORWARDING_MODES)[number];

export interface PostbackForwardingSetting {
  postback_forwarding_setting_id: number;
  mode: ForwardingMode;
  url: string;
  created_at: string;
  updated_at: string;
}

export interface ForwardingInput {
  mode: ForwardingMode;
  url: string;
  log_status?: string;
}

/** A value before or after a change, as the API shows it (amounts in minor units, lists as lists). */
export type AuditValue = string | number | boolean | null | string[];

/** One field of what changed; a side is left out when there was nothing before (a creation) or it is secret. */
export interface AuditChange {
  field: string;
  before?: AuditValue;
  after?: AuditValue;
}

export interface AuditLogEntry {
  id: number;
  created_at: string;
  /** null when the user was deleted. */
  user_name: string | null;
  /** A stable code such as `setting.timezone` or `offer.update`; the page words it in the user's language. */
  action: string;
  /** What the change was about by name (an offer, a publisher), when it was about one. */
  subject: string | null;
  /** What changed, field by field, for the page to word in the user's language. */
  changes: AuditChange[];
  /** The spec's log_status: the sentence the caller sent, or an English summary for API users. */
  log_status: string;
  details: Record<string, unknown>;
}

export const EXPORT_RETENTION_MAX_DAYS = 90;

/** The languages the network's documents (invoice PDFs, their mails) are written in. */
export const DOCUMENT_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/**
 * The network's company as its documents name it (issue 30): the issuer of every invoice. GET and PUT
 * /api/network/settings/company; empty strings until the owner fills them in, documents in English until he chooses.
 */
export interface CompanyDetails {
  legal_name: string;
  address: string;
  /** ISO 3166-1 alpha-2, or empty. */
  country: string;
  /** Tax or VAT id, or empty where the company has none. */
  tax_id: string;
  billing_email: string;
  document_language: DocumentLanguage;
}

export interface CompanyDetailsInput {
  legal_name: string;
  address?: string;
  country?: string;
  tax_id?: string;
  billing_email?: string;
  document_language: DocumentLanguage;
  log_status?: string;
}
