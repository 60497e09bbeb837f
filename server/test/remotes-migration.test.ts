import type { RemoteManifest } from '@affnet/contracts';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/shared/db/migrations';
import { utcRollupsSchema } from '../src/shared/db/migrations/013-utc-rollups';
import { sharedStateSchema } from '../src/shared/db/migrations/014-shared-state';
import { storedFilesSchema } from '../src/shared/db/migrations/015-stored-files';
import { remoteDeploysSchema } from '../src/shared/db/migrations/018-remote-deploys';
import { networkHostsSchema } from '../src/shared/db/migrations/019-network-hosts';
import { rollupCurrenciesSchema } from '../src/shared/db/migrations/020-rollup-currencies';
import { publisherPayoutsSchema } from '../src/shared/db/migrations/021-publisher-payouts';
import { offerGoalsSchema } from '../src/shared/db/migrations/022-offer-goals';
import { settlementSchema } from '../src/shared/db/migrations/024-settlement';
import { paymentDetailsSchema } from '../src/shared/db/migrations/025-payment-details';
import { companyDetailsSchema } from '../src/shared/db/migrations/026-company-details';
import { advertiserBillingSchema } from '../src/shared/db/migrations/027-advertiser-billing';
import { ACME, body, buildTestApp, GLOBEX, type TestApp } from './helpers';
import { send } from './remotes-helpers';

/** Migration 010 carries the pins of network_remotes over as releases and rollouts, then drops the table. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The database as it was at migration 009, with two networks pinned to the same URL and one to another. */
async function backTo009(acme: number, globex: number) {
  const db = t.app.ctx.db;
  // Undo 010 and every migration after it (011 dropped a column, 012 made the mail outbox, 013 the UTC rollups, 014
  // the nodes' shared state, 015 the stored files, 018 the deploy tokens and rollout history, 019 an index, 020 the
  // rollups' currencies, 021 the publishers' own payouts, 022 the offers' goals, 024–027 settlement, payment details,
  // company details and advertiser billing).
  const { dialect } = t.app.ctx;
  for (const schema of [advertiserBillingSchema, companyDetailsSchema, paymentDetailsSchema, settlementSchema]) {
    await schema(dialect).down?.(db as never);
  }
  await offerGoalsSchema(t.app.ctx.dialect).down?.(db as never);
  await publisherPayoutsSchema(t.app.ctx.dialect).down?.(db as never);
  await rollupCurrenciesSchema(t.app.ctx.dialect).down?.(db as never);
  await networkHostsSchema().down?.(db as never);
  await remoteDeploysSchema(t.app.ctx.dialect).down?.(db as never);
  await storedFilesSchema(t.app.ctx.dialect).down?.(db as never);
  await sharedStateSchema().down?.(db as never);
  await utcRollupsSchema(t.app.ctx.dialect).down?.(db as never);
  for (const table of ['remote_failures', 'remote_rollouts', 'remote_releases', 'mail_outbox']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`delete from kysely_migration where name > '009_networks'`.execute(db);
  await sql`alter table network_settings add column allow_private_targets integer not null default 0`.execute(db);
  await sql`create table network_remotes (network_id integer not null, remote varchar(50) not null, entry_url varchar(500) not null, primary key (network_id, remote))`.execute(
    db,
  );
  await sql`insert into network_remotes values (${acme}, 'mfe_offers', 'http://{hostname}:4002/mf-manifest.json'), (${globex}, 'mfe_offers', 'http://{hostname}:4002/mf-manifest.json'), (${globex}, 'mfe_auth', 'https://cdn.example/auth/mf-manifest.json')`.execute(
    db,
  );
}

it('turns each pinned URL into a 0.0.0-pin release and each pin into a rollout', async () => {
  const acme = (await t.app.ctx.platform.networkBySlug('acme'))?.id as number;
  const globex = (await t.app.ctx.platform.networkBySlug('globex'))?.id as number;
  await backTo009(acme, globex);
  await migrateToLatest(t.app.ctx.db as never, t.app.ctx.dialect);
  const releases = await t.app.ctx.db
    .selectFrom('remote_releases')
    .select(['remote', 'version', 'entry_url'])
    .execute();
  expect(releases).toEqual(
    expect.arrayContaining([
      { remote: 'mfe_offers', version: '0.0.0-pin.1', entry_url: 'http://{hostname}:4002/mf-manifest.json' },
      { remote: 'mfe_auth', version: '0.0.0-pin.1', entry_url: 'https://cdn.example/auth/mf-manifest.json' },
    ]),
  );
  expect(releases).toHaveLength(2);
  const manifest = async (host: string) =>
    body<RemoteManifest>(await send(t, 'GET', '/mf/manifest', null, undefined, host)).payload as RemoteManifest;
  expect((await manifest(GLOBEX)).remotes).toMatchObject({
    mfe_offers: 'http://globex.localhost:4002/mf-manifest.json',
    mfe_auth: 'https://cdn.example/auth/mf-manifest.json',
  });
  expect((await manifest(ACME)).remotes.mfe_auth).toBe('http://acme.localhost:3001/mf-manifest.json');
  const tables = (await t.app.ctx.db.introspection.getTables()).map((table) => table.name);
  expect(tables).not.toContain('network_remotes');
  // Migration 018 starts each rollout's history with the release it serves (Roll back lists the earlier ones).
  const served = await t.app.ctx.db
    .selectFrom('remote_rollout_history')
    .select(['network_id', 'remote', 'version'])
    .execute();
  const rows = served.map((row) => ({ ...row, network_id: Number(row.network_id) }));
  expect(rows).toHaveLength(3);
  expect(rows).toEqual(
    expect.arrayContaining([
      { network_id: acme, remote: 'mfe_offers', version: '0.0.0-pin.1' },
      { network_id: globex, remote: 'mfe_offers', version: '0.0.0-pin.1' },
      { network_id: globex, remote: 'mfe_auth', version: '0.0.0-pin.1' },
    ]),
  );
});
