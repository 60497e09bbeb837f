import type { Kysely } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import type { Database } from '../shared/db/schema';
import { PassedUniqueDays } from '../statistics/passed-unique-days';
import { clickRowOf, type NewClick, writeClickRows } from '../statistics/rollups';
import { ClickWriterThread } from './click-writer-thread';

export interface ClickWriterOptions {
  /** Longest time a click waits in memory before its batch is written. */
  flushMs: number;
  /** A batch is written as soon as it holds this many clicks. */
  flushMax: number;
  /** A click the database refused even alone, after the batch's retries: reported with its data, to be replayed. */
  onLost?: (error: unknown, click: NewClick) => void;
  /** Waits between the attempts at a failed batch (tests shorten them). */
  retryDelaysMs?: readonly number[];
  /**
   * When set, batches are written by a worker thread over its own connection to this database (click-writer-thread.ts),
   * not on `db` in the thread that answers requests. On SQLite, the app's other transactions must then take the write
   * lock when they begin (BEGIN IMMEDIATE): a transaction that read before the thread committed cannot write after.
   */
  databaseUrl?: string;
}

/** A batch that fails (a locked or restarting database) is tried again after these waits before it is split. */
const RETRY_DELAYS_MS = [100, 500, 2000];

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Buffers clicks and writes them in batches: one transaction per batch, rollups updated in it.
 * A crash loses at most the clicks of the buffer (≤ flushMax, ≤ flushMs old) plus the batch being written. A batch
 * the database refuses is tried again, then written one click at a time: a click refused even alone is reported
 * with its data (`onLost`), never dropped in silence; the others are written.
 */
export class ClickWriter {
  private buffer: NewClick[] = [];
  /** Batches handed to the database and not yet committed (or given up). */
  private readonly unconfirmed = new Set<NewClick[]>();
  private unconfirmedClicks = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly thread: ClickWriterThread | null;
  private readonly commit: (clicks: NewClick[]) => Promise<void>;

  constructor(
    db: Kysely<Database>,
    dialect: DialectName,
    private readonly options: ClickWriterOptions,
  ) {
    const thread = options.databaseUrl ? new ClickWriterThread(options.databaseUrl) : null;
    this.thread = thread;
    const passedDays = new PassedUniqueDays();
    this.commit = thread
      ? (clicks) => thread.write(clicks)
      : async (clicks) => {
          const rows = clicks.map(clickRowOf);
          await db.transaction().execute((trx) => writeClickRows(trx, dialect, rows));
          // The batch is committed either way: a failure is tried again with the next batch.
          await passedDays.forget(db, rows).catch(() => undefined);
        };
  }

  /**
   * Buffers the click. Returns a promise to wait for when more than 2 × flushMax clicks are unconfirmed
   * (the database falls behind): the caller answers after it, which bounds what a crash can lose.
   */
  add(click: NewClick): Promise<void> | undefined {
    this.buffer.push(click);
    if (this.buffer.length >= this.options.flushMax || this.closed) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
    }
    const pending = this.buffer.length + this.unconfirmedClicks;
    return pending > 2 * this.options.flushMax ? this.writing : undefined;
  }

  /**
   * True while the click is buffered or being written (not yet committed). A look through at most a few thousand
   * clicks, made for a postback only: a map of them cost every click more than this costs a postback.
   */
  holds(clickId: string): boolean {
    const has = (clicks: NewClick[]) => clicks.some((click) => click.click_id === clickId);
    return has(this.buffer) || [...this.unconfirmed].some(has);
  }

  get buffered(): number {
    return this.buffer.length;
  }

  /** Writes everything buffered so far; resolves once it is committed (batches are written one at a time). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.buffer;
    this.buffer = [];
    if (batch.length > 0) {
      this.unconfirmed.add(batch);
      this.unconfirmedClicks += batch.length;
    }
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.write(batch);
      } finally {
        this.unconfirmed.delete(batch);
        this.unconfirmedClicks -= batch.length;
      }
    });
    return this.writing;
  }

  private async write(batch: NewClick[]): Promise<void> {
    const commit = this.commit;
    for (const wait of [...(this.options.retryDelaysMs ?? RETRY_DELAYS_MS), null]) {
      try {
        await commit(batch);
        return;
      } catch {
        // What failed is told below, for each click still refused alone.
        if (wait === null) break;
        await delay(wait);
      }
    }
    for (const click of batch) {
      try {
        await commit([click]);
      } catch (error) {
        this.options.onLost?.(error, click);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    await this.thread?.close();
  }
}
