import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/shared/config';
import { trackingOf } from '../src/tracking/tracking';
import { ACME, body, buildTestApp, TEST_SECRET } from './helpers';
import { testDatabase } from './test-database';

/**
 * Hosts that older code let two networks save: reported at start, naming both networks, and answered by one of them
 * only: the network whose platform address `<id>.<base>` the host is, else the older network.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-host-conflicts-'));
const warnings: Record<string, unknown>[] = [];
let app: FastifyInstance;

/** The same data folder and database as buildTestApp's, with a logger that keeps the warnings. */
async function restartWithLog(): Promise<FastifyInstance> {
  const database = await testDatabase(dir);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) warnings.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: dir,
    PORT: '3000',
    JWT_SECRET: TEST_SECRET,
    WEB_DIST: path.join(dir, 'no-web-build'),
    RELEASES_DIR: path.join(dir, 'releases'),
  });
  return buildApp({ config, logger: { level: 'warn', stream } });
}

const register = (first: FastifyInstance, networkId: string) =>
  first.inject({
    method: 'POST',
    url: '/user/network/register',
    headers: { host: 'localhost:3000' },
    payload: {
      network_id: networkId,
      company_name: networkId,
      name: 'O',
      email: `o@${networkId}.test`,
      password: 'Owner-2026',
    },
  });

beforeAll(async () => {
  const first = await buildTestApp({}, dir);
  for (const id of ['oldco', 'midco', 'newco']) expect((await register(first.app, id)).statusCode).toBe(200);
  const set = (networkId: string, domains: { dashboard_domain?: string; tracking_domain?: string }) =>
    first.app.ctx.db.updateTable('networks').set(domains).where('network_id', '=', networkId).execute();
  // Each as older code let it be saved; ids in order: acme, globex, oldco, midco, newco.
  await set('newco', { tracking_domain: ACME });
  await set('acme', { tracking_domain: 'shared.example.test' });
  await set('oldco', { tracking_domain: 'shared.example.test' });
  await set('midco', { tracking_domain: 'moved.example.test' });
  await set('newco', { dashboard_domain: 'moved.example.test' });
  await set('globex', { tracking_domain: 'oldco.localhost:3000' });
  await first.app.close();
  app = await restartWithLog();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
  await (await testDatabase(dir)).drop();
});

/** The network a click on this host is stored under (an unknown offer: stored as rejected all the same). */
async function clickedNetwork(host: string): Promise<string | null> {
  const marker = `conflict-${host}`;
  const url = `/click?offer_id=999999&aff_id=1&aff_sub1=${encodeURIComponent(marker)}`;
  await app.inject({ method: 'GET', url, headers: { host } });
  await trackingOf(app.ctx).writer.flush();
  const click = await app.ctx.db
    .selectFrom('clicks')
    .innerJoin('networks', 'networks.id', 'clicks.network_id')
    .select('networks.network_id')
    .where('clicks.sub1', '=', marker)
    .executeTakeFirst();
  return click?.network_id ?? null;
}

const brandingOn = async (host: string) =>
  body<{ network_id: string | null }>(
    await app.inject({ method: 'GET', url: '/api/network/branding', headers: { host } }),
  ).payload?.network_id;

it('warns at start of each host two networks hold, naming both and the one that keeps it', () => {
  const reported = warnings
    .filter((w) => typeof w.host === 'string')
    .map(({ host, kept, ignored }) => ({ host, kept, ignored }));
  expect(reported).toEqual([
    { host: ACME, kept: 'acme', ignored: 'newco' },
    { host: 'moved.example.test', kept: 'midco', ignored: 'newco' },
    { host: 'oldco.localhost:3000', kept: 'oldco', ignored: 'globex' },
    { host: 'shared.example.test', kept: 'acme', ignored: 'oldco' },
  ]);
  const acme = warnings.find((w) => w.host === ACME);
  expect(acme?.msg).toBe(
    `host ${ACME} is held by networks acme and newco: acme answers on it, newco's claim is ignored`,
  );
});

it('answers each shared host with the network that keeps it', async () => {
  expect(await clickedNetwork(ACME)).toBe('acme');
  expect(await clickedNetwork('shared.example.test')).toBe('acme');
  expect(await clickedNetwork('moved.example.test')).toBe('midco');
  // Squatted before the rules: the address of an id goes back to that id, though the squatter is older.
  expect(await clickedNetwork('oldco.localhost:3000')).toBe('oldco');
  expect(await brandingOn('oldco.localhost:3000')).toBe('oldco');
  // The older network holds it as tracking domain: the newer one's dashboard there is ignored.
  expect(await brandingOn('moved.example.test')).toBeNull();
  expect(await brandingOn(ACME)).toBe('acme');
});
