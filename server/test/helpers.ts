import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CurrentUser, Envelope } from '@affnet/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { type Config, loadConfig } from '../src/shared/config';
import { answerCheck } from './answer-check';
import { testDatabase } from './test-database';

// app.inject uses light-my-request, which requires the ESM-only `cookie` 2 that jest cannot load on Node 20
// (it can from Node 24.9). Injected requests in these tests never set cookies, so a stub stands in.
jest.doMock(
  require.resolve('cookie', { paths: [path.dirname(require.resolve('light-my-request/package.json'))] }),
  () => ({
    stringifySetCookie: () => {
      throw new Error('cookies are not supported in server tests');
    },
  }),
);

export { DEMO_PASSWORD };
export const ACME = 'acme.localhost:3000';
export const GLOBEX = 'globex.localhost:3000';
export const UNKNOWN_HOST = 'localhost:3000';
export const TEST_SECRET = 'test-secret-for-jwt';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app over a temp DATA_DIR, seeded with the demo data (bcrypt cost 4 for speed): on a SQLite file there, or
 * on a database of its own on TEST_POSTGRES_URL's server.
 */
export async function buildTestApp(env: Record<string, string> = {}, dataDir?: string): Promise<TestApp> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'affnet-test-'));
  const database = await testDatabase(dir);
  const config = loadConfig({
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: dir,
    PORT: '3000',
    BCRYPT_COST: '4',
    JWT_SECRET: TEST_SECRET,
    WEB_DIST: path.join(dir, 'no-web-build'),
    // Never the developer's own releases/ folder: a test sees only the releases it makes.
    RELEASES_DIR: path.join(dir, 'releases'),
    DEMO_DATA: 'true',
    DEMO_CLICKS: '2000',
    ...env,
  });
  const app = await buildApp({ config, checks: [answerCheck] });
  return {
    app,
    config,
    dataDir: dir,
    async close() {
      await app.close();
      if (!dataDir) {
        rmSync(dir, { recursive: true, force: true });
        await database.drop();
      }
    },
  };
}

export function body<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

export type Door = 'member' | 'owner' | 'admin';

export function loginRequest(app: FastifyInstance, host: string, door: Door, email: string, password = DEMO_PASSWORD) {
  const credentials = { email, password };
  const url = { member: '/user/login', owner: '/user/network/login', admin: '/user/admin/login' }[door];
  return app.inject({
    method: 'POST',
    url,
    headers: { host },
    payload: door === 'owner' ? credentials : { userDetails: credentials },
  });
}

/** Signs in and returns the session record; fails the test if the login does not succeed. */
export async function signIn(app: FastifyInstance, host: string, door: Door, email: string, password?: string) {
  const response = await loginRequest(app, host, door, email, password);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
  const current = body<CurrentUser[]>(response).payload?.[0];
  if (!current) throw new Error('login answered no user');
  return current;
}

/** A multipart/form-data body with one file part. */
export function multipartFile(data: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----affnet-test-${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.filename ?? 'logo.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A tiny valid 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Just the JPEG signature followed by filler; enough for the magic-byte check. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** A TCP port that is free on this machine now (for a server started in a child process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
