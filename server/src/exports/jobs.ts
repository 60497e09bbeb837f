import {
  EXPORT_FILE_NAMES,
  type ExportJob,
  type ExportKind,
  type ExportQuery,
  type ExportStatus,
} from '@affnet/contracts';
import type { Selectable } from 'kysely';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { ExportJobsTable } from '../shared/db/schema-exports';
import { forbidden, notFound } from '../shared/errors';
import { exportStore } from './store';

export type ExportJobRow = Selectable<ExportJobsTable>;

/** The parameters each kind keeps (the rest, page and limit included, is dropped). */
export const EXPORT_PARAMETERS: Record<ExportKind, string[]> = {
  offers: ['tab', 'search', 'country', 'os', 'payout_type', 'status', 'sort', 'order'],
  report: ['preset', 'from', 'to', 'group', 'offer_id', 'publisher_id', 'goal'],
  conversions: ['preset', 'from', 'to', 'offer_id', 'status', 'click_id', 'goal'],
};

/** The kind's parameters as trimmed strings, empty ones left out, keys sorted: equal requests compare equal. */
export function normalizeQuery(kind: ExportKind, query: Record<string, unknown>): ExportQuery {
  const normalized: ExportQuery = {};
  for (const name of [...EXPORT_PARAMETERS[kind]].sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') normalized[name] = text;
  }
  return normalized;
}

/** The caller's network and user id; the platform admin has no exports. */
export function ownerOf(session: Session): { networkId: number; userId: number } {
  const { user } = session;
  if (user.network_id === null || user.role === 'admin') throw forbidden('Exports belong to a network');
  return { networkId: user.network_id, userId: user.id };
}

/** A finished file past its retention has expired, even before the hourly sweep deletes it. */
export function hasExpired(row: Pick<ExportJobRow, 'status' | 'expires_at'>): boolean {
  return row.status === 'expired' || (row.expires_at !== null && row.expires_at <= nowIso());
}

export function jobView(row: ExportJobRow): ExportJob {
  return {
    id: Number(row.id),
    kind: row.kind,
    query: JSON.parse(row.query) as ExportQuery,
    status: hasExpired(row) ? 'expired' : row.status,
    rows: Number(row.rows),
    file_name: row.file_name,
    size_bytes: Number(row.size_bytes),
    error: row.error,
    created_at: row.created_at,
    finished_at: row.finished_at,
    expires_at: row.expires_at,
  };
}

const PENDING: ExportStatus[] = ['queued', 'running'];

/** Queues an export, or answers the caller's identical export still queued or running (`created` false). */
export async function queueExport(
  ctx: AppContext,
  session: Session,
  kind: ExportKind,
  query: ExportQuery,
): Promise<{ job: ExportJob; created: boolean }> {
  const { networkId, userId } = ownerOf(session);
  const text = JSON.stringify(query);
  return ctx.db.transaction().execute(async (trx) => {
    const store = exportStore(trx, networkId);
    const pending = await store.sameExport(userId, kind, text, PENDING);
    if (pending) return { job: jobView(pending), created: false };
    const row = await store.add({
      user_id: userId,
      kind,
      query: text,
      status: 'queued',
      file_name: EXPORT_FILE_NAMES[kind],
      file_path: null,
      error: null,
      created_at: nowIso(),
      started_at: null,
      finished_at: null,
      expires_at: null,
    });
    return { job: jobView(row), created: true };
  });
}

export async function listExports(ctx: AppContext, session: Session): Promise<ExportJob[]> {
  const { networkId, userId } = ownerOf(session);
  const rows = await exportStore(ctx.db, networkId).listOf(userId, 200);
  return rows.map(jobView);
}

/** One of the caller's jobs; another user's or network's does not exist for him (404). */
export async function exportRow(ctx: AppContext, session: Session, id: number): Promise<ExportJobRow> {
  const { networkId, userId } = ownerOf(session);
  const row = await exportStore(ctx.db, networkId).jobOf(userId, id);
  if (!row) throw notFound('Export not found');
  return row;
}

/** Deletes the row of one of the caller's exports (exportRow found it); its file is removed by the caller. */
export async function removeExport(ctx: AppContext, job: ExportJobRow): Promise<void> {
  await exportStore(ctx.db, job.network_id).remove(job.id);
}
