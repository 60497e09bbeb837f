import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ExportQuery } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { networkSettings } from '../settings/network-settings';
import { now as clockNow, nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { every } from '../shared/jobs/every';
import { JobRunner } from '../shared/jobs/job-runner';
import { Lease } from '../shared/jobs/lease';
import type { ExportJobRow } from './jobs';
import { exportJobStore } from './platform-store';
import { ExportAborted, writeExport } from './writer';

export interface ExportWorkerOptions {
  /** Jobs run at the same time (1 or 2). */
  concurrency?: number;
  /** How often the queue is looked at besides the wake-ups of new jobs. */
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

/** Wakes the app's worker, if it runs, after an export was queued. */
export function wakeExportWorker(ctx: AppContext) {
  workers.get(ctx)?.wake();
}

/**
 * Runs queued exports in the server process, one or two at a time; survives restarts through the table. Its loop and
 * lease are the one job runner's: a pass fills the free slots, a job that ends wakes it for the next.
 */
export class ExportWorker {
  private readonly running = new Map<number, Promise<void>>();
  /** Jobs this node has started since it started (each claimed job once: a count for operators and tests). */
  jobsStarted = 0;
  private stopTimers: (() => void)[] = [];
  private stopped = false;
  private readonly concurrency: number;
  private readonly lease: Lease;
  private readonly store;
  private readonly runner: JobRunner;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: ExportWorkerOptions = {},
  ) {
    this.concurrency = Math.min(2, Math.max(1, options.concurrency ?? 2));
    // The holder of this node's leases is the node: after a restart it knows its own jobs left running.
    this.lease = new Lease(ctx.config.nodeName, options.leaseMs ?? DEFAULT_LEASE_MS);
    this.store = exportJobStore(ctx.db);
    this.runner = new JobRunner({
      name: 'exports',
      pass: () => this.claimJobs(),
      // A pass fills every free slot: the next one is woken by a job that ends, not by a full batch.
      batch: Number.POSITIVE_INFINITY,
      pollMs: options.pollMs ?? 2000,
      log: options.log,
    });
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
    await this.store.requeueLeftRunning(this.lease);
    const log = this.options.log;
    this.stopTimers.push(every(this.lease.ms / 3, 'export lease', () => this.renewLeases(), log));
    await this.sweep();
    this.stopTimers.push(every(this.options.sweepMs ?? 60_000, 'export sweep', () => this.sweep(), log));
    this.runner.start();
  }

  /** Stops taking jobs; running ones stop at their next page and go back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const stop of this.stopTimers.splice(0)) stop();
    await this.runner.stop();
    await Promise.allSettled([...this.running.values()]);
  }

  /** Looks at the queue now (after a new job). */
  wake(): void {
    this.runner.wake();
  }

  /** Resolves once no pass looks at the queue and no job of this node runs (tests). */
  async idle(): Promise<void> {
    do {
      await this.runner.idle();
      await Promise.allSettled([...this.running.values()]);
    } while (this.running.size > 0);
  }

  /** Deletes the files of exports past their expiry and marks those jobs expired. */
  async sweep(now = clockNow()): Promise<number> {
    const due = await this.store.expiredBy(now.toISOString());
    for (const job of due) {
      if (job.file_path) await this.ctx.files.remove(exportFileKey(job.file_path));
      await this.store.markExpired(job.id);
    }
    return due.length;
  }

  /** The node running a job renews its lease while it writes; a job whose node died is taken once it runs out. */
  private async renewLeases(): Promise<void> {
    if (this.running.size > 0) await this.store.renew(this.lease, [...this.running.keys()]);
  }

  /** Claims jobs while a slot is free; answers how many it claimed. */
  private async claimJobs(): Promise<number> {
    let claimed = 0;
    while (!this.stopped && this.running.size < this.concurrency) {
      const next = await this.store.claimNext(this.lease);
      if (next === undefined) break;
      if (next === null) continue;
      claimed++;
      this.jobsStarted++;
      const run = this.run(next).finally(() => {
        this.running.delete(next.id);
        this.runner.wake();
      });
      this.running.set(next.id, run);
    }
    return claimed;
  }

  private async run(job: ExportJobRow): Promise<void> {
    const fileName = `${job.id}-${randomBytes(8).toString('hex')}.csv`;
    const file = path.join(exportsDir(this.ctx), fileName);
    try {
      const user = await this.store.ownerOf(job);
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
      const saved = await this.store.finish(this.lease, job.id, {
        rows: written.rows,
        bytes: written.bytes,
        fileName,
        finishedAt: finished.toISOString(),
        expiresAt: new Date(finished.getTime() + exportRetentionDays * DAY_MS).toISOString(),
      });
      // Deleted while it ran (or taken by another node when this one stalled past its lease): its file goes.
      if (!saved) await this.ctx.files.remove(exportFileKey(fileName));
    } catch (error) {
      await this.failed(job, error);
    }
  }

  private async failed(job: ExportJobRow, error: unknown): Promise<void> {
    if (error instanceof ExportAborted) {
      await this.store.requeue(this.lease, job.id);
      return;
    }
    const reason = error instanceof Error && error.message ? error.message : 'The export failed';
    this.options.log?.warn({ err: error, exportId: job.id }, 'export failed');
    await this.store.fail(this.lease, job.id, reason, nowIso()).catch((error: unknown) =>
      // The job stays `running` until its lease is found expired; say why it was not marked failed.
      this.options.log?.error({ err: error, exportId: job.id }, 'export failed and could not be marked failed'),
    );
  }
}
