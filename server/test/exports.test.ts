import type { ExportJob } from '@affnet/contracts';
import { exportFileKey, exportWorkerOf } from '../src/exports/worker';
import { nowIso, nowMs, startClockAt } from '../src/shared/clock';
import { exportsClient } from './exports-helpers';
import { ACME, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

let t: TestApp;
let owner: ReturnType<typeof exportsClient>;
let publisher: ReturnType<typeof exportsClient>;
let globexOwner: ReturnType<typeof exportsClient>;
let acmeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const token = async (host: string, door: 'owner' | 'member', email: string) =>
    (await signIn(t.app, host, door, email)).token as string;
  owner = exportsClient(t.app, await token(ACME, 'owner', 'owner@acme.test'));
  publisher = exportsClient(t.app, await token(ACME, 'member', 'publisher@acme.test'));
  globexOwner = exportsClient(t.app, await token(GLOBEX, 'owner', 'owner@globex.test'), GLOBEX);
  acmeId = (
    await t.app.ctx.db.selectFrom('networks').select('id').where('network_id', '=', 'acme').executeTakeFirstOrThrow()
  ).id;
});

afterAll(() => t.close());
// Tests change Acme's retention and export columns: each starts from the demo's settings (none saved: 7 days,
// the default columns), whatever ran before it.
beforeEach(() => t.app.ctx.db.deleteFrom('network_settings').where('network_id', '=', acmeId).execute());

const QUERY = { preset: 'this_month', group: 'day,offer' };

describe('export jobs', () => {
  it('runs a report export to a file equal to report.csv', async () => {
    const created = await owner.create('report', QUERY);
    expect(created.statusCode).toBe(201);
    const job = created.json().payload as ExportJob;
    // The preset is kept as the dates it meant when asked (issue 28).
    const thisMonth = (await owner.get('/api/statistics/report?preset=this_month')).json().payload;
    expect(job).toMatchObject({
      kind: 'report',
      status: 'queued',
      file_name: 'stats.csv',
      query: { from: thisMonth.from, to: thisMonth.to, group: QUERY.group },
    });
    const done = await owner.finished(job.id);
    expect(done.status).toBe('done');
    expect(done.rows).toBeGreaterThan(0);
    expect(Date.parse(done.expires_at!) - Date.parse(done.finished_at!)).toBe(7 * 24 * 3600 * 1000);
    const file = await owner.file(job.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="stats.csv"');
    const sync = await owner.get('/api/statistics/report.csv?preset=this_month&group=day,offer');
    expect(file.body).toBe(sync.body);
    expect(done.size_bytes).toBe(Buffer.byteLength(sync.body));
    const list = (await owner.get('/api/exports')).json().payload as ExportJob[];
    expect(list[0]?.id).toBe(job.id);
  });

  it('offers and conversions exports equal their synchronous CSVs, for each role', async () => {
    for (const client of [owner, publisher]) {
      const offers = await client.finished((await client.create('offers', { tab: 'all' })).json().payload.id);
      expect((await client.file(offers.id)).body).toBe((await client.get('/api/offers/export.csv?tab=all')).body);
      const conversions = await client.finished(
        (await client.create('conversions', { status: 'approved' })).json().payload.id,
      );
      expect(conversions.file_name).toBe('conversions.csv');
      expect((await client.file(conversions.id)).body).toBe(
        (await client.get('/api/statistics/conversions.csv?status=approved')).body,
      );
    }
  });

  it('uses the network’s chosen export columns like the synchronous CSVs', async () => {
    await t.app.ctx.db
      .insertInto('network_settings')
      .values({
        network_id: acmeId,
        report_setting_keys: '["payout","clicks"]',
        offer_setting_keys: '["name","id"]',
        updated_at: nowIso(),
      })
      .onConflict((oc) =>
        oc
          .column('network_id')
          .doUpdateSet({ report_setting_keys: '["payout","clicks"]', offer_setting_keys: '["name","id"]' }),
      )
      .execute();
    const report = await owner.finished((await owner.create('report', { preset: 'this_week' })).json().payload.id);
    const sync = await owner.get('/api/statistics/report.csv?preset=this_week');
    expect((await owner.file(report.id)).body).toBe(sync.body);
    const offers = await owner.finished((await owner.create('offers', { tab: 'active' })).json().payload.id);
    expect((await owner.file(offers.id)).body).toBe((await owner.get('/api/offers/export.csv?tab=active')).body);
  });

  it('answers the pending job for an identical request', async () => {
    await exportWorkerOf(t.app.ctx)?.stop();
    let first: Awaited<ReturnType<typeof publisher.create>>;
    try {
      first = await publisher.create('report', { group: 'offer', preset: 'last_month', page: 3 });
      const again = await publisher.create('report', { preset: ' last_month ', group: 'offer' });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().payload.id).toBe(first.json().payload.id);
      const other = await owner.create('report', { preset: 'last_month', group: 'offer' });
      expect(other.json().payload.id).not.toBe(first.json().payload.id);
    } finally {
      // Even when this test fails, the tests after it need a running worker.
      await exportWorkerOf(t.app.ctx)?.start();
    }
    await publisher.finished(first.json().payload.id);
    const later = await publisher.create('report', { preset: 'last_month', group: 'offer' });
    expect(later.statusCode).toBe(201);
  });

  it('refuses bad queries with the field named', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['report', { preset: 'someday' }, /^preset:/],
      ['report', { group: 'planet' }, /^group:/],
      ['conversions', { status: 'lost' }, /^status:/],
      ['conversions', { from: '2026-13-01' }, /^from:/],
      ['offers', { tab: 'secret' }, /^tab:/],
    ];
    for (const [kind, query, message] of cases) {
      const response = await owner.create(kind, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(message);
    }
    expect((await owner.create('invoices')).json().msg).toMatch(/^kind:/);
    expect((await owner.get('/api/exports/abc')).statusCode).toBe(400);
  });

  it('records the reason of a failed export', async () => {
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@acme.test')
      .executeTakeFirstOrThrow();
    const row = await t.app.ctx.db
      .insertInto('export_jobs')
      .values({
        network_id: acmeId,
        user_id: user.id,
        kind: 'report',
        query: JSON.stringify({ preset: 'custom' }),
        status: 'queued',
        file_name: 'stats.csv',
        file_path: null,
        error: null,
        created_at: nowIso(),
        started_at: null,
        finished_at: null,
        expires_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    exportWorkerOf(t.app.ctx)?.wake();
    const failed = await owner.finished(row.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'from: required for a custom range', rows: 0 });
    expect((await owner.file(row.id)).statusCode).toBe(409);
  });

  it('takes a job running on a node that died once its lease has run out, not before', async () => {
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@acme.test')
      .executeTakeFirstOrThrow();
    const leaseUntil = new Date(nowMs() + 60_000).toISOString();
    const row = await t.app.ctx.db
      .insertInto('export_jobs')
      .values({
        network_id: acmeId,
        user_id: user.id,
        kind: 'report',
        query: JSON.stringify({ preset: 'yesterday' }),
        status: 'running',
        lease_owner: 'a-node-that-died',
        lease_until: leaseUntil,
        file_name: 'stats.csv',
        file_path: null,
        error: null,
        created_at: nowIso(),
        started_at: nowIso(),
        finished_at: null,
        expires_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const worker = exportWorkerOf(t.app.ctx);
    worker?.wake();
    await worker?.idle();
    expect(await owner.job(row.id)).toMatchObject({ status: 'running' });
    startClockAt(nowMs() + 61_000);
    try {
      worker?.wake();
      expect(await owner.finished(row.id)).toMatchObject({ status: 'done' });
    } finally {
      startClockAt(nowMs() - 61_000);
    }
  });

  it('keeps users and networks apart', async () => {
    const job = (await owner.create('report', { preset: 'yesterday' })).json().payload as ExportJob;
    await owner.finished(job.id);
    for (const stranger of [publisher, globexOwner]) {
      expect((await stranger.get(`/api/exports/${job.id}`)).statusCode).toBe(404);
      expect((await stranger.file(job.id)).statusCode).toBe(404);
      expect((await stranger.remove(job.id)).statusCode).toBe(404);
      const theirs = (await stranger.get('/api/exports')).json().payload as ExportJob[];
      expect(theirs.some((j) => j.id === job.id)).toBe(false);
    }
    expect((await t.app.inject({ url: '/api/exports', headers: { host: ACME } })).statusCode).toBe(401);
  });

  it('expires files after the network’s retention, and deletes on request', async () => {
    await t.app.ctx.db
      .insertInto('network_settings')
      .values({ network_id: acmeId, export_retention_days: 0, updated_at: nowIso() })
      .onConflict((oc) => oc.column('network_id').doUpdateSet({ export_retention_days: 0 }))
      .execute();
    const job = (await owner.create('report', { preset: 'last_week' })).json().payload as ExportJob;
    const done = await owner.finished(job.id);
    expect(done.expires_at).toBe(done.finished_at);
    expect((await owner.file(job.id)).statusCode).toBe(410);
    const { file_path } = await t.app.ctx.db
      .selectFrom('export_jobs')
      .select('file_path')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    const key = exportFileKey(file_path as string);
    expect(await t.app.ctx.files.read(key)).not.toBeNull();
    expect(await exportWorkerOf(t.app.ctx)?.sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.files.read(key)).toBeNull();
    const expired = await owner.job(job.id);
    expect(expired.status).toBe('expired');
    expect((await owner.file(job.id)).json().msg).toBe('expired');
    expect((await owner.remove(job.id)).statusCode).toBe(200);
    expect((await owner.get(`/api/exports/${job.id}`)).statusCode).toBe(404);
  });
});
