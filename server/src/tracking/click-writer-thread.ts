import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { NewClick } from '../statistics/rollups';
import { packClicks } from './packed-clicks';

/** What the thread answers for one batch: nothing when it committed, else why not. */
export interface BatchAnswer {
  id: number;
  error?: { name: string; message: string; code?: string };
}

/** The thread's code: the same file name as this one's kind (.ts under tsx and jest, .js once compiled). */
const ENTRY = path.join(__dirname, `click-writer-worker${path.extname(__filename)}`);

/** A worker runs TypeScript through tsx's require hook, as `npm start` runs the server. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.entry.endsWith('.ts')) require('tsx/cjs');
require(workerData.entry);
`;

/**
 * Click batches written by a worker thread over its own connection to the database: the batch's SQL (and, on SQLite,
 * the whole write, which better-sqlite3 runs synchronously) no longer holds up the thread answering /click. Started
 * on the first batch; a thread that dies fails its batches (the writer tries them again) and the next one starts anew.
 */
export class ClickWriterThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  constructor(private readonly databaseUrl: string) {}

  write(clicks: NewClick[]): Promise<void> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, clicks: packClicks(clicks) });
    });
  }

  /** Closes the thread's connection and ends it (after the writer has flushed). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage({ close: true });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { entry: ENTRY, databaseUrl: this.databaseUrl },
      // The server's own loader flags are for its main thread; the bootstrap above loads what the thread needs.
      execArgv: [],
    });
    worker.on('message', (answer: BatchAnswer) => this.answered(answer));
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) => this.failAll(worker, new Error(`the click writer thread exited (${code})`)));
    // Buffered clicks are flushed by close(); an open thread alone does not keep the process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private answered({ id, error }: BatchAnswer): void {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    if (!waiter) return;
    if (error) waiter.reject(Object.assign(new Error(error.message), { name: error.name, code: error.code }));
    else waiter.resolve();
  }

  private failAll(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = null;
    for (const [id, waiter] of this.waiting) {
      this.waiting.delete(id);
      waiter.reject(error);
    }
  }
}
