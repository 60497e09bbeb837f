import type { JobLog } from './job-runner';

/**
 * Runs `task` every `ms` (a lease's renewal, a sweep of expired files) until the returned stop is called. A failed
 * run is logged and the next one tries again; a run still going when the next falls due is not doubled.
 */
export function every(ms: number, name: string, task: () => Promise<unknown>, log?: JobLog): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => log?.error({ err: error, task: name }, 'repeated job task failed'))
      .finally(() => {
        busy = false;
      });
  }, ms);
  // Never keeps the process alive (jsdom's timers have no unref).
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
