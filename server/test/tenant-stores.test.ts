import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from './helpers';

const SOURCE = path.resolve(__dirname, '..', 'src');

/**
 * Where a tenant table may be queried: a store (`store.ts`, `<what>-store.ts`), made for one network, or a platform
 * store working across networks (a worker's lease, the operator's network deletion); migrations shape the tables.
 */
const isStore = (file: string) => /(^|[/-])store\.ts$/.test(file) || file.startsWith('shared/db/migrations/');

/** Every table of the migrated database that holds a network's rows (it has a `network_id` column). */
async function tenantTables(app: TestApp): Promise<string[]> {
  const tables = await app.app.ctx.db.introspection.getTables();
  return tables.filter((table) => table.columns.some((column) => column.name === 'network_id')).map((t) => t.name);
}

/** The tenant tables `text` queries: Kysely builders by table name, and table names in `sql` templates. */
function queriedTables(text: string, tables: string[]): string[] {
  const names = tables.join('|');
  const builder = new RegExp(
    `\\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*['"\`](${names})(?:\\s+as\\s+\\w+)?['"\`]`,
    'g',
  );
  const inSql = new RegExp(`\\b(?:from|join|into|update)\\s+"?(${names})"?\\b`, 'gi');
  const templates = [...text.matchAll(/\bsql(?:\.raw)?(?:<[^>]*>)?`([^`]*)`/g), ...text.matchAll(/raw\(\s*'([^']*)'/g)];
  const found = [
    ...[...text.matchAll(builder)].map((match) => match[1]),
    ...templates.flatMap(([, body = '']) => [...body.matchAll(inSql)].map((match) => match[1])),
  ];
  return [...new Set(found.filter((name): name is string => Boolean(name)))];
}

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it('knows the tenant tables from the migrated database', async () => {
  const tables = await tenantTables(app);
  expect(tables).toEqual(expect.arrayContaining(['users', 'offers', 'conversions', 'audit_log']));
  // The tenant register itself: a network's own row (theme, hosts, time zone) is its data too.
  expect(tables).toContain('networks');
});

it('queries tenant tables only in stores', async () => {
  const tables = await tenantTables(app);
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !isStore(file))
    .sort();
  const outside = files.flatMap((file) => {
    const found = queriedTables(readFileSync(path.join(SOURCE, file), 'utf8'), tables);
    return found.length > 0 ? [`${file}: ${found.join(', ')}`] : [];
  });
  expect(outside).toEqual([]);
});

it('finds a query by builder and in a sql template, not a word in a comment', () => {
  const tables = ['offers', 'clicks'];
  expect(queriedTables("db.selectFrom('offers as o').selectAll()", tables)).toEqual(['offers']);
  expect(queriedTables('db.selectFrom(`clicks as c` as never)', tables)).toEqual(['clicks']);
  expect(queriedTables('sql`select count(*) from clicks where network_id = ?`', tables)).toEqual(['clicks']);
  expect(queriedTables('// a publisher picks from offers he may run', tables)).toEqual([]);
});
