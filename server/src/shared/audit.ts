import type { AuditChange, AuditField, AuditValue } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { auditStore } from './audit-store';
import { nowIso } from './clock';
import type { Database } from './db/schema';

/** A change as the server records it: only fields of AUDIT_FIELDS, which the page can name. */
export type RecordedChange = AuditChange & { field: AuditField };

export interface AuditEntry {
  networkId: number;
  userId: number | null;
  /** What was done, a stable code such as `setting.timezone` or `offer.update`. */
  action: string;
  /** The spec's log_status: the caller's sentence, or an English summary for API users. */
  logStatus: string;
  /** What it was about by name (an offer, a publisher). */
  subject?: string;
  /** What changed, field by field; the page words it in the user's language (it has a label for every AuditField). */
  changes?: RecordedChange[];
  details?: Record<string, unknown>;
}

/** Writes one audit log entry; call it in the same transaction as the change it records. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const details = {
    ...entry.details,
    ...(entry.subject === undefined ? {} : { subject: entry.subject }),
    ...(entry.changes === undefined ? {} : { changes: entry.changes }),
  };
  await auditStore(db, entry.networkId).write({
    user_id: entry.userId,
    action: entry.action,
    log_status: entry.logStatus.slice(0, 500),
    details: JSON.stringify(details),
    created_at: nowIso(),
  });
}

function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `after` whose value differs from `before`, with both sides. */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly AuditField[],
): RecordedChange[] {
  return fields.flatMap((field) => {
    if (!(field in after)) return [];
    const was = auditValue(before[field]);
    const now = auditValue(after[field]);
    return same(was, now) ? [] : [{ field, before: was, after: now }];
  });
}

/** The fields of something gone, before-side only (the after side reads "none"). */
export function removedFields(values: Record<string, unknown>, fields: readonly AuditField[]): RecordedChange[] {
  return fields
    .filter((field) => values[field] !== undefined)
    .map((field) => ({ field, before: auditValue(values[field]), after: null }));
}

/** The fields of something new, after-side only. */
export function createdFields(values: Record<string, unknown>, fields: readonly AuditField[]): RecordedChange[] {
  return fields
    .filter((field) => values[field] !== undefined)
    .map((field) => ({ field, after: auditValue(values[field]) }));
}

/** Entries written before changes were recorded field by field: their details read as after-side values. */
export function changesOfDetails(details: Record<string, unknown>): AuditChange[] {
  if (Array.isArray(details.changes)) return details.changes as AuditChange[];
  return Object.entries(details)
    .filter(([field]) => field !== 'subject' && field !== 'id' && !field.endsWith('_id'))
    .map(([field, value]) => ({ field, after: auditValue(value) }));
}
