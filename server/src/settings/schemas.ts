import {
  EXPORT_RETENTION_MAX_DAYS,
  FORWARDING_MODES,
  LINK_PARAMETER_PATTERN,
  MAX_LINK_PARAMETER_LENGTH,
} from '@affnet/contracts';
import { anyString, instant } from '../shared/http/answers';
import { objectOf, recordId, text } from '../shared/http/schemas';

/** The sentence written to the audit log; optional (a default sentence is written when absent). */
export const logStatus = text(500, 0);

/** A query-string parameter name. */
const parameterName = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_LINK_PARAMETER_LENGTH,
  pattern: LINK_PARAMETER_PATTERN,
} as const;

export const linkSettingsBody = objectOf(
  {
    // Empty: the link carries no parameter of its own.
    parameter: { ...parameterName, minLength: 0, pattern: `${LINK_PARAMETER_PATTERN}|^$` },
    customParameters: {
      type: 'array',
      maxItems: 20,
      items: objectOf({ name: parameterName, value: text(200, 0) }),
    },
    network_publisher_setting_string: text(500, 0),
    log_status: logStatus,
  },
  ['parameter', 'customParameters', 'network_publisher_setting_string'],
);

export const postbackSettingsBody = objectOf(
  {
    postback_approval: { type: 'boolean' },
    // Sent by network-admin releases built before private targets became the operator's setting; ignored.
    allow_private_targets: { type: 'boolean' },
    export_retention_days: { type: 'integer', minimum: 1, maximum: EXPORT_RETENTION_MAX_DAYS },
    log_status: logStatus,
  },
  ['postback_approval', 'export_retention_days'],
);

/** host or host:port; lower case is checked by the service with a readable message. */
const host = { type: 'string', minLength: 1, maxLength: 253 } as const;

export const domainBody = objectOf({ dashboard: host, tracking: { ...host, minLength: 0 }, log_status: logStatus }, []);

export const timeZoneBody = objectOf({ current_timezone: text(64), log_status: logStatus }, ['current_timezone']);

/** The length and the URL's shape are checked by settings/fallback.ts, with a message naming the field. */
export const fallbackBody = objectOf({ fallback_url: text(2000, 0), log_status: logStatus }, ['fallback_url']);

export const keysBody = objectOf({ keys: { type: 'array', maxItems: 50, items: text(50) }, log_status: logStatus }, [
  'keys',
]);

const mode = { type: 'string', enum: [...FORWARDING_MODES] } as const;
const url = text(2000);
const settingId = recordId;

export const forwardingBody = objectOf({ mode, url, log_status: logStatus }, ['mode', 'url']);
export const forwardingUpdateBody = objectOf(
  { postback_forwarding_setting_id: settingId, mode, url, log_status: logStatus },
  ['postback_forwarding_setting_id', 'mode', 'url'],
);
export const forwardingDeleteBody = objectOf({ postback_forwarding_setting_id: settingId, log_status: logStatus }, [
  'postback_forwarding_setting_id',
]);

export const auditLogQuery = objectOf(
  {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
  },
  [],
);

// What the routes answer (the payloads of @affnet/contracts' network-settings types), each shape once.

const customParameters = { type: 'array', items: objectOf({ name: anyString, value: anyString }) } as const;

/** NetworkSettingsView: every setting of the network. */
export const settingsAnswer = objectOf({
  parameter: { type: 'string', description: 'The link’s name for Sub ID 1 (empty: aff_sub1)' },
  customParameters,
  network_publisher_setting_string: { type: 'string', description: 'Query string added to every tracking link' },
  current_timezone: { type: 'string', description: 'IANA time zone of the statistics' },
  domain: objectOf({
    dashboard: anyString,
    tracking: { type: ['string', 'null'], description: 'null: tracking links use the dashboard domain' },
  }),
  postback_approval: { type: 'boolean', description: 'Whether publishers’ postback changes wait for approval' },
  export_retention_days: { type: 'integer', minimum: 1, maximum: EXPORT_RETENTION_MAX_DAYS },
  fallback_url: { type: 'string', description: 'Where a refused click is sent; empty: the network’s own page' },
});

/** PublisherLinkSettings: what shapes a member's tracking links. */
export const linkSettingsAnswer = objectOf({
  parameter: anyString,
  customParameters,
  network_publisher_setting_string: anyString,
  tracking_domain: { type: 'string', description: 'The tracking domain, or the dashboard domain without one' },
});

/** SettingKeys: the chosen columns of an export and every column it may have. */
export const settingKeysAnswer = objectOf({
  keys: { type: 'array', items: anyString, description: 'The chosen columns in order; empty: every default column' },
  available: { type: 'array', items: objectOf({ key: anyString, label: anyString }) },
});

/** PostbackForwardingSetting: where the network's conversions are also sent. */
export const forwardingAnswer = objectOf({
  postback_forwarding_setting_id: { type: 'integer', minimum: 1 },
  mode,
  url: anyString,
  created_at: instant,
  updated_at: instant,
});

/** AuditValue: a value before or after a change (amounts in minor units, lists as lists). */
const auditValue = { type: ['string', 'number', 'boolean', 'null', 'array'], items: anyString } as const;

/** AuditLogEntry: one change to the network, with who made it. */
export const auditEntryAnswer = objectOf({
  id: { type: 'integer', minimum: 1 },
  created_at: instant,
  user_name: { type: ['string', 'null'], description: 'null when the user was deleted' },
  action: { type: 'string', description: 'A stable code such as setting.timezone or offer.update' },
  subject: { type: ['string', 'null'], description: 'What the change was about by name, when about one' },
  changes: {
    type: 'array',
    items: objectOf({ field: anyString, before: auditValue, after: auditValue }, ['field']),
    description: 'What changed, field by field; a side is left out when there was nothing before or it is secret',
  },
  log_status: { type: 'string', description: 'The sentence the caller sent, or an English summary' },
  details: { type: 'object', description: 'What the entry recorded, as written (its shape depends on the action)' },
});
