import type { Kysely } from 'kysely';
import { nowIso } from '../clock';
import type { Database } from '../db/schema';

export interface AuditEntry {
  networkId: number;
  userId: number | null;
  /** What was saved, e.g. `setting.timezone`. */
  action: string;
  /** The spec's log_status: the sentence shown in the audit log. */
  logStatus: string;
  details?: Record<string, unknown>;
}

/** Writes one audit log entry; call it in the same transaction as the change it records. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      network_id: entry.networkId,
      user_id: entry.userId,
      action: entry.action,
      log_status: entry.logStatus.slice(0, 500),
      details: JSON.stringify(entry.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}
