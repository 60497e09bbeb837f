import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { type Lease, leaseIsFree } from '../shared/jobs/lease';
import type { ExportJobRow } from './jobs';

/** What a finished export's row keeps. */
export interface FinishedExport {
  rows: number;
  bytes: number;
  fileName: string;
  finishedAt: string;
  expiresAt: string;
}

/**
 * The export worker's queries across networks (platform-level: one worker runs every network's exports, each job
 * carrying its network and user). A running job is its node's while the lease, `lease_owner` until `lease_until`,
 * holds; every change of a job the worker makes is conditional on holding it.
 */
export function exportJobStore(db: Kysely<Database>) {
  const held = (lease: Lease, id: number) =>
    db.updateTable('export_jobs').where('id', '=', id).where('lease_owner', '=', lease.owner);
  const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'export_jobs'>) =>
    eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), leaseIsFree('lease_until', now)])]);

  return {
    /** This node's jobs left running by its previous life go back to the queue (other nodes' stay theirs). */
    requeueLeftRunning: (lease: Lease) =>
      db
        .updateTable('export_jobs')
        .set({ status: 'queued', lease_owner: null, lease_until: null })
        .where('status', '=', 'running')
        .where('lease_owner', '=', lease.owner)
        .execute(),

    /**
     * The oldest queued job, or running one whose lease ran out, claimed by one conditional update: when two nodes go
     * for the same job, one update changes the row and the other changes none. Undefined: nothing to claim; null:
     * another node took the one found first (look again).
     */
    claimNext: async (lease: Lease): Promise<ExportJobRow | null | undefined> => {
      const at = lease.now();
      const now = at.toISOString();
      const next = await db
        .selectFrom('export_jobs')
        .selectAll()
        .where(claimable(now))
        .orderBy('id')
        .executeTakeFirst();
      if (!next) return undefined;
      const claimed = await db
        .updateTable('export_jobs')
        .set({ status: 'running', started_at: now, lease_owner: lease.owner, lease_until: lease.until(at) })
        .where('id', '=', next.id)
        .where(claimable(now))
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1 ? next : null;
    },

    /** Renews the lease on the jobs this node runs. */
    renew: (lease: Lease, ids: number[]) =>
      db
        .updateTable('export_jobs')
        .set({ lease_until: lease.until() })
        .where('id', 'in', ids)
        .where('lease_owner', '=', lease.owner)
        .execute(),

    /** The account that asked for the job, as it is now. */
    ownerOf: (job: ExportJobRow) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', job.user_id)
        .where('network_id', '=', job.network_id)
        .executeTakeFirst(),

    /** False when the job was deleted while it ran, or taken by another node when this one stalled past its lease. */
    finish: async (lease: Lease, id: number, done: FinishedExport) => {
      const saved = await held(lease, id)
        .set({
          status: 'done',
          rows: done.rows,
          size_bytes: done.bytes,
          file_path: done.fileName,
          error: null,
          finished_at: done.finishedAt,
          expires_at: done.expiresAt,
        })
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(saved.numUpdatedRows) === 1;
    },

    /** A job stopped by this node's shutdown runs again from the start, here or on another node. */
    requeue: (lease: Lease, id: number) =>
      held(lease, id).set({ status: 'queued', lease_owner: null, lease_until: null }).execute(),

    fail: (lease: Lease, id: number, reason: string, at: string) =>
      held(lease, id)
        .set({ status: 'failed', error: reason.slice(0, 500), finished_at: at })
        .where('status', '=', 'running')
        .execute(),

    /** Finished jobs whose file is past its expiry at `now`. */
    expiredBy: (now: string) =>
      db
        .selectFrom('export_jobs')
        .select(['id', 'file_path'])
        .where('status', '=', 'done')
        .where('expires_at', '<=', now)
        .execute(),

    markExpired: (id: number) =>
      db.updateTable('export_jobs').set({ status: 'expired', file_path: null }).where('id', '=', id).execute(),
  };
}
