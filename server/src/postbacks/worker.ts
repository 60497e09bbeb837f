import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { now as clockNow } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import type { OutboxRow } from '../shared/db/schema-postbacks';
import type { PrivateTargets } from '../shared/private-targets';
import { type FinishedAttempt, recordAttempts } from './attempts';
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

interface Logger {
  error(object: unknown, message?: string): void;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Sends the outbox: claims due rows under a lease (no two workers hold the same row), fires each with the SSRF
 * guard and a timeout, logs every attempt, marks 2xx done, else retries with exponential backoff until
 * `maxAttempts`, then failed. A refused target fails at once.
 */
export class PostbackWorker {
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private finished: FinishedAttempt[] = [];
  private committing: Promise<void> | null = null;
  private stopped = true;
  private readonly batch: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: PostbackWorkerOptions,
    private readonly log?: Logger,
  ) {
    this.batch = options.batch ?? 100;
    this.concurrency = options.concurrency ?? 32;
    this.leaseMs = options.leaseMs ?? options.timeoutMs + 10_000;
    this.now = options.now ?? clockNow;
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in flight (each send ends within its timeout). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Looks at the outbox right away (after a conversion committed). */
  wake() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
    // Never keeps the process alive (jsdom's timers have no unref).
    this.timer.unref?.();
  }

  private tick() {
    this.timer = null;
    if (this.running || this.stopped) return;
    this.running = (async () => {
      try {
        let sent: number;
        do {
          this.again = false;
          sent = await this.runOnce();
        } while (!this.stopped && (sent === this.batch || this.again));
      } catch (error) {
        this.log?.error({ err: error }, 'postback worker failed');
      } finally {
        this.running = null;
        this.schedule(this.options.pollMs);
      }
    })();
  }

  /** Claims up to one batch of due rows and delivers them; answers how many were claimed. */
  async runOnce(): Promise<number> {
    const rows = await this.claim();
    // A row is sent only while its lease outlasts the send: past that, another node may claim it and send it too.
    const sendBy = this.now().getTime() + this.leaseMs - this.options.timeoutMs - LEASE_MARGIN_MS;
    const late: OutboxRow[] = [];
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++] as OutboxRow;
        if (this.now().getTime() > sendBy) {
          late.push(row);
          continue;
        }
        const result = await sendPostback(row.url, this.options.privateTargets, this.options.timeoutMs);
        await this.finish(row, result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
    if (late.length > 0) await this.release(late);
    return rows.length;
  }

  /** Gives back rows claimed but not sent in time: due again at once, their claim not counted as an attempt. */
  private async release(rows: OutboxRow[]): Promise<void> {
    await this.db
      .updateTable('postback_outbox')
      .set({ lease_owner: null, lease_until: null, attempts: sql<number>`attempts - 1` })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('lease_owner', '=', this.owner)
      .execute();
  }

  /**
   * Leases up to one batch of due rows. They are looked for first, a read: an UPDATE takes SQLite's write lock,
   * waiting (and holding up every request of this thread) while the click writer's thread commits a batch, and
   * nothing is due most of the time. The UPDATE checks again that each row is still due and free: another node may
   * have claimed it in between.
   */
  private async claim(): Promise<OutboxRow[]> {
    const nowMs = this.now().getTime();
    const now = iso(nowMs);
    const free = (eb: ExpressionBuilder<Database, 'postback_outbox'>) =>
      eb.and([eb('state', '=', 'pending'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)])]);
    const due = await this.db
      .selectFrom('postback_outbox')
      .select('id')
      .where('next_attempt_at', '<=', now)
      .where(free)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(this.batch)
      .execute();
    if (due.length === 0) return [];
    return this.db
      .updateTable('postback_outbox')
      .set({
        lease_owner: this.owner,
        lease_until: iso(nowMs + this.leaseMs),
        attempts: sql<number>`attempts + 1`,
        updated_at: now,
      })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where(free)
      .returningAll()
      .execute();
  }

  /** Group commit: results finished while a commit runs are written together by the next one. */
  private finish(row: OutboxRow, result: SendResult): Promise<void> {
    this.finished.push({ row, result, at: this.now().getTime() });
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
export function startPostbackWorker(ctx: AppContext, options: PostbackWorkerOptions, log?: Logger): PostbackWorker {
  const worker = new PostbackWorker(ctx.db, options, log);
  workers.set(ctx, worker);
  worker.start();
  return worker;
}

/** Wakes the app's worker, if it runs, after deliveries were queued. */
export function wakePostbackWorker(ctx: AppContext) {
  workers.get(ctx)?.wake();
}
