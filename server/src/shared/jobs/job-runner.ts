/** Where a runner reports a pass that failed (the next pass tries again, so nothing is lost by logging it). */
export interface JobLog {
  error(object: unknown, message?: string): void;
}

export interface JobRunnerOptions {
  /** Named in the log when a pass fails. */
  name: string;
  /**
   * One pass over a queue: claims what is due (under a lease, so passes of several runners or nodes may go side by
   * side) and works it; answers how many jobs it claimed.
   */
  pass: () => Promise<number>;
  /** A pass that claimed this many may have left more due: the next one runs at once instead of after `pollMs`. */
  batch: number;
  /** How long the runner waits between passes when nothing wakes it (what other nodes queued, what fell due). */
  pollMs: number;
  log?: JobLog;
}

/**
 * The loop of a worker: a pass at once when woken (a job was queued here), else one every `pollMs`; one pass of this
 * runner at a time, and a wake-up during a pass makes it run once more after it (the new job may have been queued
 * after the pass looked). Stopping waits for the pass in flight; `idle` and `drain` let a close or a test wait.
 */
export class JobRunner {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly options: JobRunnerOptions) {}

  get running(): boolean {
    return !this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /**
   * Looks at the queue at once, or right after the pass in flight. "At once" is the next turn of the event loop: the
   * caller (a request that queued a job) answers first.
   */
  wake(): void {
    if (this.stopped) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.inFlight = this.passes();
  }

  /** No more passes; resolves when the one in flight has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.idle();
  }

  /** Resolves once no pass runs (one asked for during the wait is waited for too). */
  async idle(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  /**
   * Works the queue until a pass finds nothing due and none is in flight: a pass woken meanwhile may have claimed
   * what this one found missing, and still be working it. Also when the runner is stopped (a close, a test).
   */
  async drain(): Promise<void> {
    do {
      await this.idle();
    } while ((await this.options.pass()) > 0 || this.inFlight);
  }

  private async passes(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      let claimed = 0;
      do {
        if (this.stopped) break;
        this.again = false;
        claimed = await this.options.pass();
      } while (claimed >= this.options.batch || this.again);
    } catch (error) {
      this.options.log?.error({ err: error, jobs: this.options.name }, 'job runner pass failed');
    } finally {
      this.inFlight = null;
      this.schedule(this.again ? 0 : this.options.pollMs);
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, ms);
    // Never keeps the process alive (jsdom's timers, in a test of browser code against the server, have no unref).
    (this.timer as { unref?: () => void }).unref?.();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
