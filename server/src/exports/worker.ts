import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ExportQuery } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { networkSettings } from '../settings/network-settings';
import { now as clockNow, nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import type { ExportJobRow } from './jobs';
import { ExportAborted, writeExport } from './writer';

export interface ExportWorkerOptions {
  /** Jobs run at the same time (1 or 2). */
  concurrency?: number;
  /** How often the queue is looked at besides the kicks of new jobs. */
  pollMs?: number;
  /** How often expired files are deleted. */
  sweepMs?: number;
  /** How long a claimed job stays this node's without a renewal (renewed every third of it while it runs). */
  leaseMs?: number;
  log?: FastifyBaseLogger;
}

const DEFAULT_LEASE_MS = 60_000;

/** Where this node writes an export while it runs (its own disk); a finished file goes to the file store. */
export const exportsDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'exports');

/** The key of a finished export's file in the file store. */
export const exportFileKey = (fileName: string) => `exports/${fileName}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the worker reads with: the job owner's account as it is now (a disabled account's export fails). */
function sessionOfOwner(user: Session['user']): Session {
  return { user, claims: {} as Session['claims'], permissions: [], token: '' };
}

const workers = new WeakMap<AppContext, ExportWorker>();

/** The worker of a running app (for tests and tools). */
export const exportWorkerOf = (ctx: AppContext) => workers.get(ctx);

/** Runs queued exports in the server process, one or two at a time; survives restarts through the table. */
export class ExportWorker {
  private readonly running = new Map<number, Promise<void>>();
  /** Jobs this node has started since it started (each claimed job once: a count for operators and tests). */
  jobsStarted = 0;
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private stopped = false;
  private claiming: Promise<void> | null = null;
  private claimAgain = false;
  private readonly concurrency: number;
  /** The holder of this node's leases. */
  private readonly owner: string;
  private readonly leaseMs: number;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: ExportWorkerOptions = {},
  ) {
    this.concurrency = Math.min(2, Math.max(1, options.concurrency ?? 2));
    this.owner = ctx.config.nodeName;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    workers.set(ctx, this);
  }

  /**
   * This node's jobs left running by its previous life go back to the queue (their partial files deleted); other
   * nodes' running jobs are theirs while their lease holds. Then queue and sweeper start.
   */
  async start(): Promise<void> {
    this.stopped = false;
    const dir = exportsDir(this.ctx);
    await mkdir(dir, { recursive: true });
    // Files half written when this node stopped; their jobs run again from the start.
    for (const name of await readdir(dir)) if (name.endsWith('.part')) await rm(path.join(dir, name), { force: true });
    await this.ctx.db
      .updateTable('export_jobs')
      .set({ status: 'queued', lease_owner: null, lease_until: null })
      .where('status', '=', 'running')
      .where('lease_owner', '=', this.owner)
      .execute();
    this.every(this.leaseMs / 3, 'lease', () => this.renewLeases());
    await this.sweep();
    this.every(this.options.pollMs ?? 2000, 'claim', () => this.kick());
    this.every(this.options.sweepMs ?? 60_000, 'sweep', () => this.sweep());
    this.kick();
  }

  /** Stops taking jobs; running ones stop at their next page and go back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.claiming;
    await Promise.allSettled([...this.running.values()]);
  }

  /** Looks at the queue now (after a new job). */
  kick(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.claimAgain = true;
      return;
    }
    this.claiming = this.claimJobs()
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'export queue failed'))
      .finally(() => {
        this.claiming = null;
        if (this.claimAgain) {
          this.claimAgain = false;
          this.kick();
        }
      });
  }

  /** Deletes the files of exports past their expiry and marks those jobs expired. */
  async sweep(now = clockNow()): Promise<number> {
    const due = await this.ctx.db
      .selectFrom('export_jobs')
      .select(['id', 'file_path'])
      .where('status', '=', 'done')
      .where('expires_at', '<=', now.toISOString())
      .execute();
    for (const job of due) {
      if (job.file_path) await this.ctx.files.remove(exportFileKey(job.file_path));
      await this.ctx.db
        .updateTable('export_jobs')
        .set({ status: 'expired', file_path: null })
        .where('id', '=', job.id)
        .execute();
    }
    return due.length;
  }

  /** Runs a task every `ms`; a failed run is logged (the next one tries again), never swallowed. */
  private every(ms: number, name: string, task: () => unknown): void {
    const timer = setInterval(() => {
      if (this.stopped) return;
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => this.options.log?.error({ err: error, task: name }, 'export worker task failed'));
    }, ms);
    // Never keeps the process alive (jsdom's timers, in the web test project, have no unref).
    (timer as { unref?: () => void }).unref?.();
    this.timers.push(timer);
  }

  /** The node running a job renews its lease while it writes; a job whose node died is taken once it runs out. */
  private async renewLeases(): Promise<void> {
    if (this.running.size === 0) return;
    await this.ctx.db
      .updateTable('export_jobs')
      .set({ lease_until: this.leaseEnd() })
      .where('id', 'in', [...this.running.keys()])
      .where('lease_owner', '=', this.owner)
      .execute();
  }

  private leaseEnd(): string {
    return new Date(clockNow().getTime() + this.leaseMs).toISOString();
  }

  /**
   * Queued jobs, and running ones whose lease ran out, are claimed by one conditional update: when two nodes go
   * for the same job, one update changes the row and the other changes none, so a job runs once.
   */
  private async claimJobs(): Promise<void> {
    while (!this.stopped && this.running.size < this.concurrency) {
      const now = nowIso();
      const claimable = (eb: ExpressionBuilder<Database, 'export_jobs'>) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'running'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)])]),
        ]);
      const next = await this.ctx.db
        .selectFrom('export_jobs')
        .selectAll()
        .where(claimable)
        .orderBy('id')
        .executeTakeFirst();
      if (!next) return;
      const claimed = await this.ctx.db
        .updateTable('export_jobs')
        .set({ status: 'running', started_at: now, lease_owner: this.owner, lease_until: this.leaseEnd() })
        .where('id', '=', next.id)
        .where(claimable)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      this.jobsStarted++;
      const run = this.run(next).finally(() => {
        this.running.delete(next.id);
        this.kick();
      });
      this.running.set(next.id, run);
    }
  }

  private async run(job: ExportJobRow): Promise<void> {
    const fileName = `${job.id}-${randomBytes(8).toString('hex')}.csv`;
    const file = path.join(exportsDir(this.ctx), fileName);
    try {
      const user = await this.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', job.user_id)
        .where('network_id', '=', job.network_id)
        .executeTakeFirst();
      if (user?.status !== 'active') throw new Error('The account that asked for this export is not active');
      const query = JSON.parse(job.query) as ExportQuery;
      const written = await writeExport(
        this.ctx,
        sessionOfOwner(user),
        { kind: job.kind, query },
        file,
        () => this.stopped,
      );
      await this.ctx.files.adopt(exportFileKey(fileName), file);
      const { exportRetentionDays } = await networkSettings(this.ctx.db, job.network_id);
      const finished = clockNow();
      const saved = await this.ctx.db
        .updateTable('export_jobs')
        .set({
          status: 'done',
          rows: written.rows,
          size_bytes: written.bytes,
          file_path: fileName,
          error: null,
          finished_at: finished.toISOString(),
          expires_at: new Date(finished.getTime() + exportRetentionDays * DAY_MS).toISOString(),
        })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('lease_owner', '=', this.owner)
        .executeTakeFirst();
      // Deleted while it ran (or taken by another node when this one stalled past its lease): its file goes.
      if (Number(saved.numUpdatedRows) !== 1) await this.ctx.files.remove(exportFileKey(fileName));
    } catch (error) {
      await this.failed(job, error);
    }
  }

  private async failed(job: ExportJobRow, error: unknown): Promise<void> {
    if (error instanceof ExportAborted) {
      await this.ctx.db
        .updateTable('export_jobs')
        .set({ status: 'queued', lease_owner: null, lease_until: null })
        .where('id', '=', job.id)
        .where('lease_owner', '=', this.owner)
        .execute();
      return;
    }
    const reason = error instanceof Error && error.message ? error.message : 'The export failed';
    this.options.log?.warn({ err: error, exportId: job.id }, 'export failed');
    await this.ctx.db
      .updateTable('export_jobs')
      .set({ status: 'failed', error: reason.slice(0, 500), finished_at: nowIso() })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('lease_owner', '=', this.owner)
      .execute()
      .catch((error: unknown) =>
        // The job stays `running` until its lease is found expired; say why it was not marked failed.
        this.options.log?.error({ err: error, exportId: job.id }, 'export failed and could not be marked failed'),
      );
  }
}
