import { EXPORT_RETENTION_MAX_DAYS, FORWARDING_MODES } from '@affnet/contracts';
import { objectOf, text } from '../shared/http/schemas';

/** The sentence written to the audit log; optional (a default sentence is written when absent). */
export const logStatus = text(500, 0);

/** A query-string parameter name. */
const parameterName = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' } as const;

export const linkSettingsBody = objectOf(
  {
    parameter: { type: 'string', minLength: 0, maxLength: 100, pattern: '^[A-Za-z0-9_.-]*$' },
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

export const keysBody = objectOf({ keys: { type: 'array', maxItems: 50, items: text(50) }, log_status: logStatus }, [
  'keys',
]);

const mode = { type: 'string', enum: [...FORWARDING_MODES] } as const;
const url = text(2000);
const settingId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

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
