import type { ExportJob } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { localHourOf } from '../src/shared/time-zones';
import { ACME } from './helpers';

/** Calls of the download center as one signed-in user. */
export function exportsClient(app: FastifyInstance, token: string, host = ACME) {
  const headers = { host, authorization: token };
  const create = (kind: string, query: Record<string, string | number> = {}) =>
    app.inject({ method: 'POST', url: '/api/exports', headers, payload: { kind, query } });
  const get = (url: string) => app.inject({ url, headers });
  const job = async (id: number) => get(`/api/exports/${id}`).then((r) => r.json().payload as ExportJob);
  /** Polls the job until it has finished: done, failed, or already expired (a retention of 0 days). */
  async function finished(id: number, timeoutMs = 30_000): Promise<ExportJob> {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const current = await job(id);
      if (current.status !== 'queued' && current.status !== 'running') return current;
      if (performance.now() > until) throw new Error(`export ${id} still ${current.status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return {
    create,
    get,
    job,
    finished,
    remove: (id: number) => app.inject({ method: 'DELETE', url: `/api/exports/${id}`, headers }),
    file: (id: number) => get(`/api/exports/${id}/file`),
  };
}

/** Inserts `count` conversions of one offer and publisher, a second apart, in batches. */
/** Acme's id, its first offer and its demo publisher: where the bulk conversions go. */
export async function acmeBulkTarget(app: FastifyInstance) {
  const db = app.ctx.db;
  const network = await db
    .selectFrom('networks')
    .select('id')
    .where('network_id', '=', 'acme')
    .executeTakeFirstOrThrow();
  const publisher = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'publisher@acme.test')
    .executeTakeFirstOrThrow();
  const offer = await db
    .selectFrom('offers')
    .select('id')
    .where('network_id', '=', network.id)
    .executeTakeFirstOrThrow();
  return { networkId: network.id, offerId: offer.id, publisherId: publisher.id };
}

export async function insertConversions(
  app: FastifyInstance,
  networkId: number,
  offerId: number,
  publisherId: number,
  count: number,
) {
  // From midnight of 1 January in New York (Acme's zone): 100,000 of them, two a second, stay within the day.
  const start = Date.parse('2026-01-01T05:00:00Z');
  for (let first = 0; first < count; first += 500) {
    const rows = [];
    for (let i = first; i < Math.min(count, first + 500); i++) {
      const at = new Date(start + Math.floor(i / 2) * 1000).toISOString();
      rows.push({
        network_id: networkId,
        click_id: `bulk${i}`,
        offer_id: offerId,
        publisher_id: publisherId,
        created_at: at,
        local_hour: localHourOf(new Date(at), 'America/New_York'),
        status: 'approved' as const,
        reason: null,
        payout: 100 + (i % 7),
        revenue: 150 + (i % 5),
        currency: 'USD',
        txn_id: i % 3 === 0 ? `T,${i}` : null,
        sale_amount: null,
        ip: '10.0.0.1',
        dedup_key: `bulk-${i}`,
      });
    }
    await app.ctx.db.insertInto('conversions').values(rows).execute();
  }
}
