import type { AuditChange, AuditLogEntry, Page } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { changesOfDetails, recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { forbidden } from '../shared/errors';

/** The caller's network (networks.id); only network members have one. */
export function networkOf(session: Session): number {
  const networkId = session.user.network_id;
  if (networkId === null || session.user.role === 'admin') throw forbidden();
  return networkId;
}

export interface AuditNote {
  action: string;
  changes?: AuditChange[];
  /** The request's log_status; `fallback` is written when it is missing or blank. */
  logStatus: string | undefined;
  fallback: string;
  details?: Record<string, unknown>;
}

/** Runs a settings change and writes its audit log entry in one transaction. */
export async function audited<T>(
  ctx: AppContext,
  session: Session,
  note: AuditNote,
  change: (trx: Kysely<Database>, networkId: number) => Promise<T>,
): Promise<T> {
  const networkId = networkOf(session);
  return ctx.db.transaction().execute(async (trx) => {
    const result = await change(trx, networkId);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: note.action,
      logStatus: note.logStatus?.trim() || note.fallback,
      details: note.details,
      changes: note.changes,
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
  const networkId = networkOf(session);
  const [rows, count] = await Promise.all([
    ctx.db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.user_id')
      .select([
        'audit_log.id',
        'audit_log.created_at',
        'users.name as user_name',
        'audit_log.action',
        'audit_log.log_status',
        'audit_log.details',
      ])
      .where('audit_log.network_id', '=', networkId)
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('network_id', '=', networkId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => {
      const details = parseDetails(row.details);
      const subject = typeof details.subject === 'string' ? details.subject : null;
      // A change without a user (a deploy token's) names its actor in the details.
      const actor = typeof details.actor === 'string' ? details.actor : null;
      return { ...row, user_name: row.user_name ?? actor, subject, changes: changesOfDetails(details), details };
    }),
    total: Number(count.total),
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
