import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { loadConfig } from '../src/shared/config';
import { countryOfRequest } from '../src/tracking/geo';
import { loginRequest, UNKNOWN_HOST } from './helpers';

const SECRET = 'a-production-secret-of-at-least-32-chars';
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-production-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The environment of a production start in a fresh data folder (bcrypt cost 4 for speed). */
const production = (env: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  DATA_DIR: dir,
  JWT_SECRET: SECRET,
  BCRYPT_COST: '4',
  WEB_DIST: path.join(dir, 'no-web'),
  RELEASES_DIR: path.join(dir, 'releases'),
  ...env,
});

async function started(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig(production(env)) });
  const count = async (table: 'users' | 'networks') =>
    Number(
      (
        await app.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const signIn = (email: string, password: string) => loginRequest(app, UNKNOWN_HOST, 'admin', email, password);
  return { app, count, signIn };
}

describe('a production start', () => {
  it('on an empty database creates no demo data and no known account', async () => {
    const { app, count, signIn } = await started({});
    try {
      expect(await count('networks')).toBe(0);
      expect(await count('users')).toBe(0);
      expect((await signIn('admin@affnet.test', DEMO_PASSWORD)).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('creates the first super admin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const env = { ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD: 'Chosen-by-ops-7' };
    const first = await started(env);
    try {
      expect(await first.count('users')).toBe(1);
      expect((await first.signIn('ops@example.com', 'Chosen-by-ops-7')).statusCode).toBe(200);
    } finally {
      await first.app.close();
    }
    // A later start with another password changes nothing: the super admin exists.
    const again = await started({ ...env, ADMIN_PASSWORD: 'Another-one-8' });
    try {
      expect(await again.count('users')).toBe(1);
      expect((await again.signIn('ops@example.com', 'Another-one-8')).statusCode).toBe(400);
    } finally {
      await again.app.close();
    }
  });

  it.each([
    [{ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: DEMO_PASSWORD }, /demo password/],
    [{ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short1' }, /^ADMIN_PASSWORD: must be at least 8/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Chosen-by-ops-7' }, /^ADMIN_EMAIL/],
  ])('refuses a first super admin %j', async (env, message) => {
    await expect(buildApp({ config: loadConfig(production(env)) })).rejects.toThrow(message);
  });

  it.each([
    [{ JWT_SECRET: '' }, /^JWT_SECRET must be set in production/],
    [{ JWT_SECRET: 'too-short' }, /^JWT_SECRET must be set in production/],
    [{ DEMO_DATA: 'true' }, /^DEMO_DATA is refused in production/],
    [{ CLOCK_START: '2026-01-01T00:00:00Z' }, /^CLOCK_START is for tests/],
    [{ ADMIN_EMAIL: 'ops@example.com' }, /^ADMIN_EMAIL and ADMIN_PASSWORD go together/],
  ])('refuses to start with %j', (env, message) => {
    expect(() => loadConfig(production(env))).toThrow(message);
  });

  it("ignores the tests' country header, from loopback too", () => {
    expect(countryOfRequest('127.0.0.1', 'DE', true)).not.toBe('DE');
    expect(countryOfRequest('127.0.0.1', 'DE', false)).toBe('DE');
    expect(countryOfRequest('203.0.113.5', 'DE', false)).not.toBe('DE');
  });
});

describe('a start without DEMO_DATA (not production)', () => {
  it('creates no demo data either, and keeps a generated JWT secret in the data folder', async () => {
    const config = loadConfig({ DATA_DIR: dir, BCRYPT_COST: '4', WEB_DIST: path.join(dir, 'no-web') });
    expect(config.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    const app = await buildApp({ config });
    try {
      expect(await app.ctx.db.selectFrom('networks').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
