import type { Kysely } from 'kysely';
import { now as clockNow } from '../shared/clock';
import type { Database } from '../shared/db/schema';
import { postbackPlatformStore } from './platform-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets deliveries older than `keepDays`: finished outbox rows (done or failed; pending ones are never touched)
 * and their attempts in the delivery log. Answers how many rows of each went.
 */
export async function prunePostbackHistory(db: Kysely<Database>, keepDays: number, now = clockNow()) {
  const before = new Date(now.getTime() - keepDays * DAY_MS).toISOString();
  return db.transaction().execute((trx) => postbackPlatformStore(trx).forgetHistoryBefore(before));
}

/** Prunes at start and then every hour; the timer never keeps the process alive. */
export function prunePostbackHistoryHourly(
  ctx: { db: Kysely<Database> },
  keepDays: number,
  log: { error(object: unknown, message?: string): void },
) {
  const prune = () =>
    prunePostbackHistory(ctx.db, keepDays).catch((error) => log.error({ err: error }, 'postback history prune failed'));
  void prune();
  const timer = setInterval(prune, 60 * 60 * 1000);
  timer.unref?.();
  return timer;
}
