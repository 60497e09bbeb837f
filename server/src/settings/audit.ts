import type { AuditField, AuditLogEntry, Page } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { changesBetween, changesOfDetails, type RecordedChange, recordAudit } from '../shared/audit';
import { auditStore } from '../shared/audit-store';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { forbidden } from '../shared/errors';

/** The caller's network (networks.id); only network members have one. */
export function networkOf(session: Session): number {
  const networkId = session.user.network_id;
  if (networkId === null || session.user.role === 'admin') throw forbidden();
  return networkId;
}

/** The audited fields of a setting as the owner sees them (lists as lists, flags as booleans), read in the save's transaction. */
export type SettingReader = (trx: Kysely<Database>, networkId: number) => Promise<Partial<Record<AuditField, unknown>>>;

export interface AuditNote {
  action: string;
  /** What changed, when the change itself says it (a creation, a deletion). */
  changes?: RecordedChange[];
  /**
   * Reads the setting before and after the change: the entry then carries each changed field's before → after, and a
   * save that changes nothing records nothing.
   */
  compare?: SettingReader;
  /** The request's log_status; `fallback` is written when it is missing or blank. */
  logStatus: string | undefined;
  fallback: string;
  details?: Record<string, unknown>;
}

/** Runs a settings change and writes its audit log entry in one transaction (none when nothing changed). */
export async function audited<T>(
  ctx: AppContext,
  session: Session,
  note: AuditNote,
  change: (trx: Kysely<Database>, networkId: number) => Promise<T>,
): Promise<T> {
  const networkId = networkOf(session);
  return ctx.db.transaction().execute(async (trx) => {
    const before = note.compare ? await note.compare(trx, networkId) : undefined;
    const result = await change(trx, networkId);
    let changes = note.changes;
    if (note.compare && before) {
      const after = await note.compare(trx, networkId);
      changes = changesBetween(before, after, Object.keys(after) as AuditField[]);
      if (changes.length === 0) return result;
    }
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: note.action,
      logStatus: note.logStatus?.trim() || note.fallback,
      details: note.details,
      changes,
    });
    return result;
  });
}

/** The network's audit log, newest first. */
export async function auditLog(
  ctx: AppContext,
  session: Session,
  page: number,
  limit: number,
): Promise<Page<AuditLogEntry>> {
  const store = auditStore(ctx.db, networkOf(session));
  const [rows, total] = await Promise.all([store.page(limit, (page - 1) * limit), store.count()]);
  return {
    rows: rows.map((row) => {
      const details = parseDetails(row.details);
      const subject = typeof details.subject === 'string' ? details.subject : null;
      // A change without a user (a deploy token's) names its actor in the details.
      const actor = typeof details.actor === 'string' ? details.actor : null;
      return { ...row, user_name: row.user_name ?? actor, subject, changes: changesOfDetails(details), details };
    }),
    total,
    page,
    limit,
  };
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
