import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { now as clockNow } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import type { OutboxRow } from '../shared/db/schema-postbacks';
import { type JobLog, JobRunner } from '../shared/jobs/job-runner';
import { Lease } from '../shared/jobs/lease';
import type { PrivateTargets } from '../shared/private-targets';
import { type FinishedAttempt, recordAttempts } from './attempts';
import { postbackPlatformStore } from './platform-store';
import { type SendResult, sendPostback } from './sender';

export interface PostbackWorkerOptions {
  timeoutMs: number;
  /** The private ranges the operator lets postbacks reach. */
  privateTargets: PrivateTargets;
  retryBaseMs: number;
  maxAttempts: number;
  pollMs: number;
  /** Rows claimed at once, and how many of them are sent at the same time. */
  batch?: number;
  concurrency?: number;
  /** How long a claimed row stays ours; a worker that died releases its rows when the lease runs out. */
  leaseMs?: number;
  now?: () => Date;
}

/**
 * Sends the outbox: claims due rows under a lease (no two workers hold the same row), fires each with the SSRF
 * guard and a timeout, logs every attempt, marks 2xx done, else retries with exponential backoff until
 * `maxAttempts`, then failed. A refused target fails at once. Its loop is the one job runner's.
 */
export class PostbackWorker {
  readonly owner = randomUUID();
  private finished: FinishedAttempt[] = [];
  private committing: Promise<void> | null = null;
  private readonly batch: number;
  private readonly concurrency: number;
  private readonly lease: Lease;
  private readonly queue;
  private readonly runner: JobRunner;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: PostbackWorkerOptions,
    log?: JobLog,
  ) {
    this.batch = options.batch ?? 100;
    this.concurrency = options.concurrency ?? 32;
    this.lease = new Lease(this.owner, options.leaseMs ?? options.timeoutMs + 10_000, options.now ?? clockNow);
    this.queue = postbackPlatformStore(db);
    this.runner = new JobRunner({
      name: 'postback deliveries',
      pass: () => this.runOnce(),
      batch: this.batch,
      pollMs: options.pollMs,
      log,
    });
  }

  start() {
    this.runner.start();
  }

  /** Stops polling and waits for the batch in flight (each send ends within its timeout). */
  stop() {
    return this.runner.stop();
  }

  /** Looks at the outbox right away (after a conversion committed). */
  wake() {
    this.runner.wake();
  }

  /** Resolves once no batch is being sent (tests). */
  idle() {
    return this.runner.idle();
  }

  /** Claims up to one batch of due rows and delivers them; answers how many were claimed. */
  async runOnce(): Promise<number> {
    const rows = await this.queue.claimDue(this.lease, this.batch);
    // A row is sent only while its lease outlasts the send: past that, another node may claim it and send it too.
    const sendBy = this.lease.now().getTime() + this.lease.ms - this.options.timeoutMs - LEASE_MARGIN_MS;
    const late: OutboxRow[] = [];
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++] as OutboxRow;
        if (this.lease.now().getTime() > sendBy) {
          late.push(row);
          continue;
        }
        const result = await sendPostback(row.url, this.options.privateTargets, this.options.timeoutMs);
        await this.finish(row, result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
    await this.queue.release(
      this.lease,
      late.map((row) => row.id),
    );
    return rows.length;
  }

  /** Group commit: results finished while a commit runs are written together by the next one. */
  private finish(row: OutboxRow, result: SendResult): Promise<void> {
    this.finished.push({ row, result, at: this.lease.now().getTime() });
    this.committing ??= (async () => {
      try {
        while (this.finished.length > 0) {
          const attempts = this.finished.splice(0);
          await recordAttempts(this.db, this.owner, attempts, this.options);
        }
      } finally {
        this.committing = null;
      }
    })();
    return this.committing;
  }
}

/** Time kept in hand between the last send of a batch and the end of its lease (a slow event loop, a commit). */
const LEASE_MARGIN_MS = 2000;

const workers = new WeakMap<AppContext, PostbackWorker>();

/** Starts the app's postback worker; the app stops it when it closes. */
export function startPostbackWorker(ctx: AppContext, options: PostbackWorkerOptions, log?: JobLog): PostbackWorker {
  const worker = new PostbackWorker(ctx.db, options, log);
  workers.set(ctx, worker);
  worker.start();
  return worker;
}

/** Wakes the app's worker, if it runs, after deliveries were queued. */
export function wakePostbackWorker(ctx: AppContext) {
  workers.get(ctx)?.wake();
}
