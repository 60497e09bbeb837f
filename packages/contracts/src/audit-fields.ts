import { OFFER_INPUT_FIELDS } from './offers';
import { THEME_OPTIONS, type ThemeSettings } from './theme';

/** A theme field as the audit log names it (`theme.navbarbg`), apart from offers' and people's fields. */
export type ThemeAuditField = `theme.${keyof ThemeSettings}`;

export const THEME_AUDIT_FIELDS = Object.keys(THEME_OPTIONS).map((key) => `theme.${key}`) as ThemeAuditField[];

/**
 * Every field an audit log entry's changes can name. The server writes no other (its helpers take this type) and
 * the audit log page has a label for each in every language (a test reads this list), so no internal key is shown.
 */
export const AUDIT_FIELDS = [
  ...OFFER_INPUT_FIELDS,
  // An offer's goal: its postback value.
  'slug',
  'access',
  // People.
  'email',
  'company_name',
  'password',
  'account_manager_id',
  'auto_approve',
  'cutback_percent',
  // Dashboard releases.
  'version',
  'canary_version',
  'canary_percent',
  // Postback approvals: what the publisher asked (a new postback, a change, a deletion) and its address.
  'postback_action',
  // Settings.
  'current_timezone',
  'dashboard_domain',
  'tracking_domain',
  'parameter',
  'custom_parameters',
  'publisher_setting_string',
  'postback_approval',
  'export_retention_days',
  'reporting_currency',
  'rate',
  'valid_from',
  'offer_columns',
  'report_columns',
  'mode',
  'url',
  'fallback_url',
  // A publisher's payment details (issue 30); account numbers are recorded masked.
  'payment_method',
  'account_holder',
  'iban',
  'account_number',
  'bic',
  'routing_code',
  'bank_name',
  'bank_address',
  'bank_country',
  'paypal_email',
  'tax_legal_name',
  'tax_address',
  'tax_country',
  'tax_id',
  // Settlement (issue 30): payment terms, minimums, invoices and their adjustments.
  'payment_term',
  'net_days',
  'minimum_payout',
  'adjustment',
  'invoice_status',
  'paid_reference',
  // The network's company details: the issuer of its invoices, and the language of its documents.
  'company_legal_name',
  'company_address',
  'company_country',
  'company_tax_id',
  'billing_email',
  'document_language',
  // Advertiser billing (issue 30): the payment term for advertisers and his invoices' status.
  'billing_net_days',
  'advertiser_invoice_status',
  // The platform administrator's review of a registration.
  'decision',
  // Branding: the network's logos (the image's address, never its bytes) and its theme.
  'logo.main',
  'logo.medium',
  'logo.small',
  ...THEME_AUDIT_FIELDS,
] as const;

export type AuditField = (typeof AUDIT_FIELDS)[number] | ThemeAuditField;

/** Fields whose values are export columns (`payout`, `cr`): the page names each column. */
export const AUDIT_COLUMN_FIELDS: readonly AuditField[] = ['offer_columns', 'report_columns'];
