import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (what must not make its answer slower, or tell by its time what it
 * found). A failure is logged; `idle` resolves once everything started has ended (the server's close waits for it,
 * and so can a test).
 */
export class Background {
  private readonly tasks = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.tasks.delete(done));
    this.tasks.add(done);
  }

  async idle(): Promise<void> {
    while (this.tasks.size > 0) await Promise.all([...this.tasks]);
  }
}
