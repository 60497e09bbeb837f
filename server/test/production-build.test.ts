import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers';

const SERVER = path.resolve(__dirname, '..');

jest.setTimeout(90_000);

let dir: string;
let port = 0;
let child: ChildProcess | null = null;
beforeAll(async () => {
  execFileSync(process.execPath, [path.join(SERVER, 'scripts', 'build.mjs')], { cwd: SERVER, stdio: 'pipe' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-compiled-'));
  port = await freePort();
  child = spawn(process.execPath, [path.join(SERVER, 'dist', 'server.js')], {
    cwd: SERVER,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BCRYPT_COST: '4',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Chosen-by-ops-7',
    },
    stdio: 'ignore',
  });
  const deadline = performance.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (performance.now() > deadline) throw new Error('the compiled server did not answer in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

const call = (url: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${port}${url}`, { ...init, headers: { host: `localhost:${port}`, ...init?.headers } });

describe('the compiled server (server/dist/server.js, plain node, NODE_ENV=production)', () => {
  it('starts on an empty database with no demo account, and with the super admin the operator named', async () => {
    const signIn = (email: string, password: string) =>
      call('/user/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userDetails: { email, password } }),
      });
    expect((await signIn('admin@affnet.test', 'Affnet-demo-2026')).status).toBe(400);
    expect((await signIn('ops@example.com', 'Chosen-by-ops-7')).status).toBe(200);
  });

  it('answers with its security headers', async () => {
    const response = await call('/api/network/branding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
