import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { ExportJob } from '@affnet/contracts';
import { EXPORT_PAGE_SIZE } from '../src/exports/writer';
import { nowIso } from '../src/shared/clock';
import { acmeBulkTarget, exportsClient, insertConversions } from './exports-helpers';
import { ACME, buildTestApp, signIn } from './helpers';

jest.setTimeout(120_000);

// Each test keeps its data in a directory of its own (the first restarts an app over it).
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-exports-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function appWithOwner() {
  const t = await buildTestApp({ DEMO_CLICKS: '0' }, dir);
  const token = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token as string;
  return { t, owner: exportsClient(t.app, token) };
}

describe('export worker across restarts and at scale', () => {
  it('runs jobs left queued or running by a crash after the restart', async () => {
    const first = await appWithOwner();
    const db = first.t.app.ctx.db;
    const owner = await db
      .selectFrom('users')
      .select(['id', 'network_id'])
      .where('email', '=', 'owner@acme.test')
      .executeTakeFirstOrThrow();
    const job = (status: 'queued' | 'running', preset: string) => ({
      network_id: owner.network_id!,
      user_id: owner.id,
      kind: 'report' as const,
      query: JSON.stringify({ preset }),
      status,
      file_name: 'stats.csv',
      file_path: null,
      error: null,
      created_at: nowIso(),
      started_at: status === 'running' ? nowIso() : null,
      finished_at: null,
      expires_at: null,
    });
    const ids = await db
      .insertInto('export_jobs')
      .values([job('running', 'yesterday'), job('queued', 'last_week')])
      .returning('id')
      .execute();
    await first.t.close();

    const second = await appWithOwner();
    for (const { id } of ids) {
      const done = await second.owner.finished(id);
      expect(done.status).toBe('done');
      expect((await second.owner.file(id)).statusCode).toBe(200);
    }
    await second.t.close();
  });

  it('streams a 50,000-conversion export in pages with bounded memory', async () => {
    const { t, owner } = await appWithOwner();
    const { networkId, offerId, publisherId } = await acmeBulkTarget(t.app);
    await insertConversions(t.app, networkId, offerId, publisherId, 50_000);
    // What the export holds, not the garbage it leaves for the collector: each sample is taken after a full collection
    // (the heap's size between collections follows the collector's moods and the machine's load, not the export).
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const held = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const baseline = held();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, held());
    }, 50);
    const created = (await owner.create('conversions', { from: '2026-01-01', to: '2026-01-31' })).json()
      .payload as ExportJob;
    const done = await owner.finished(created.id, 100_000);
    clearInterval(sampler);
    expect(done).toMatchObject({ status: 'done', rows: 50_000 });
    expect(done.rows).toBeGreaterThan(EXPORT_PAGE_SIZE * 20);
    // Only a few pages of rows are ever held: far less than the whole file (about 6 MB as text, ~5x as objects).
    console.info(`export of 50,000 conversions: at most ${((peak - baseline) / 2 ** 20).toFixed(1)} MB held`);
    expect(peak - baseline).toBeLessThan(16 * 1024 * 1024);
    const file = await owner.file(created.id);
    const sync = await owner.get('/api/statistics/conversions.csv?from=2026-01-01&to=2026-01-31');
    expect(file.body.length).toBeGreaterThan(3_000_000);
    expect(file.body).toBe(sync.body);
    expect(file.body.split('\r\n')).toHaveLength(50_002);
    await t.close();
  });
});
