import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { nowIso } from '../src/shared/clock';
import { openDatabase } from '../src/shared/db/connection';
import { migrateToLatest, migratorOf } from '../src/shared/db/migrations';
import { buildTestApp, type TestApp } from './helpers';
import { testDatabase } from './test-database';

/** Migration 017 on PostgreSQL: every id a bigint, each table's own an identity going on from its largest id. */
describe('bigint ids on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO_CLICKS: '0' });
  });
  afterAll(() => t.close());

  it('leaves no id or reference to one as a 32-bit integer, and makes each table id an identity', async () => {
    const { rows } = await sql<{ data_type: string; n: number }>`
      select data_type, count(*)::int as n from information_schema.columns
      where table_schema = current_schema() and (column_name = 'id' or column_name like '%\\_id')
        and data_type in ('integer', 'bigint')
      group by data_type`.execute(t.app.ctx.db);
    expect(Object.fromEntries(rows.map((r) => [r.data_type, r.n]))).toEqual({ bigint: expect.any(Number) });
    const serials = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'id' and column_default like 'nextval(%'`.execute(
      t.app.ctx.db,
    );
    expect(serials.rows).toEqual([]);
  });

  it('stores and reads back an id past 2^31 as a number', async () => {
    const db = t.app.ctx.db;
    const network = await db.selectFrom('networks').select('id').orderBy('id').executeTakeFirstOrThrow();
    const id = 3_000_000_000;
    await db
      .insertInto('audit_log')
      .values({
        id,
        network_id: network.id,
        user_id: null,
        action: 'test.bigint',
        log_status: 'done',
        details: '{}',
        created_at: nowIso(),
      } as never)
      .execute();
    const row = await db
      .selectFrom('audit_log')
      .select(['id', 'network_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id, network_id: network.id });
  });
});

describe('migration 017 over data written before it', () => {
  it('keeps every row and id, and the next row gets the id after the largest', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-bigint-'));
    const database = await testDatabase(dir);
    const { db, dialect } = openDatabase(database.url as string);
    try {
      const { error } = await migratorOf(db as never, dialect).migrateTo('016_postgres_types');
      expect(error).toBeUndefined();
      const network = (slug: string) => ({
        network_id: slug,
        company_name: slug,
        dashboard_domain: `${slug}.example`,
        status: 'active',
        theme: '{}',
        created_at: nowIso(),
      });
      await db
        .insertInto('networks')
        .values([network('one'), network('two')] as never)
        .execute();
      const before = await db.selectFrom('networks').select(['id', 'network_id']).orderBy('id').execute();
      await migrateToLatest(db as never, dialect);
      expect(await db.selectFrom('networks').select(['id', 'network_id']).orderBy('id').execute()).toEqual(before);
      const added = await db
        .insertInto('networks')
        .values(network('three') as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBe(Math.max(...before.map((n) => n.id)) + 1);
    } finally {
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
