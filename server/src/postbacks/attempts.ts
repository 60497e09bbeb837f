import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { OutboxRow } from '../shared/db/schema-postbacks';
import { type Backoff, retryAt } from '../shared/jobs/backoff';
import { postbackPlatformStore } from './platform-store';
import type { SendResult } from './sender';

export interface FinishedAttempt {
  row: OutboxRow;
  result: SendResult;
  /** When the attempt ended (ms since the epoch). */
  at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The operator's schedule of retries (POSTBACK_RETRY_BASE_MS, POSTBACK_MAX_ATTEMPTS). */
const backoffOf = (options: { retryBaseMs: number; maxAttempts: number }): Backoff => ({
  baseMs: options.retryBaseMs,
  maxAttempts: options.maxAttempts,
});

/**
 * Logs attempts and moves their outbox rows on, in one transaction: 2xx done, a refused target or the last
 * attempt failed, else due again after the backoff. Only pending rows this worker still holds are moved.
 */
export async function recordAttempts(
  db: Kysely<Database>,
  owner: string,
  attempts: FinishedAttempt[],
  options: { retryBaseMs: number; maxAttempts: number },
) {
  if (attempts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const store = postbackPlatformStore(trx);
    await store.logAttempts(
      attempts.map(({ row, result, at }) => ({
        network_id: row.network_id,
        outbox_id: row.id,
        postback_id: row.postback_id,
        forwarding_id: row.forwarding_id,
        publisher_id: row.publisher_id,
        conversion_id: row.conversion_id,
        click_id: row.click_id,
        url: row.url,
        status_code: result.status_code,
        error: result.error,
        attempt: Number(row.attempts),
        duration_ms: result.duration_ms,
        created_at: iso(at),
      })),
    );
    for (const { row, result, at } of attempts) {
      const attempt = Number(row.attempts);
      const delivered = result.status_code !== null && result.status_code >= 200 && result.status_code < 300;
      const retry = delivered || result.refused ? null : retryAt(backoffOf(options), attempt, at);
      await store.settleHeldDelivery(row.id, owner, {
        state: delivered ? 'done' : retry === null ? 'failed' : 'pending',
        next_attempt_at: retry ?? row.next_attempt_at,
        lease_owner: null,
        lease_until: null,
        updated_at: iso(at),
      });
    }
  });
}
