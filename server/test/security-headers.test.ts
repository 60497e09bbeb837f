import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOLD_SUBMIT_SCRIPT } from '../src/web-app/boot-page';
import { bootPageEnvironment } from './boot-page-fixtures';
import { ACME, buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-headers-'));
  t = await buildTestApp({
    ...bootPageEnvironment(dir),
    REMOTE_MFE_OFFERS_URL: 'https://cdn.example/offers/mf-manifest.json',
  });
  // Registered before the first page is asked for: the page's policy reads the releases at most every 5 s.
  const release = (version: string, entry_url: string) => ({
    remote: 'mfe_offers',
    version,
    entry_url,
    area_json: null,
    created_at: '2026-01-01T00:00:00.000Z',
  });
  await t.app.ctx.db
    .insertInto('remote_releases')
    .values([
      release('9.1.0', 'http://{hostname}:3102/mf-manifest.json'),
      release('9.2.0', 'https://evil;script-src/x/mf-manifest.json'),
      release('9.3.0', 'http://evil"x.example/mf-manifest.json'),
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: ACME } });
const policy = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('a page: a policy the host and its remotes satisfy, framed by nobody, nosniff and a referrer policy', async () => {
    const page = await get('/login');
    expect(page.statusCode).toBe(200);
    const csp = policy(page.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(HOLD_SUBMIT_SCRIPT).digest('base64')}'`;
    // Its own scripts, the drawn first screen's one inline script, and the origins remotes are configured on.
    expect(csp.get('script-src')?.slice(0, 2)).toEqual(["'self'", hash]);
    expect(csp.get('script-src')).toContain('https://cdn.example');
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('connect-src')).toContain('https://cdn.example');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('an API answer, a refusal included: nothing runs, nothing frames it, nothing keeps it', async () => {
    for (const response of [await get('/api/offers'), await get('/api/nothing-here'), await get('/healthz')]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("a release whose entry names {hostname} is allowed on the page's host name, never with the placeholder", async () => {
    const csp = policy((await get('/login')).headers['content-security-policy']);
    expect(csp.get('script-src')).toContain('http://acme.localhost:3102');
    expect(csp.get('connect-src')).toContain('http://acme.localhost:3102');
    const globex = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'globex.localhost:3000' } });
    const header = String(globex.headers['content-security-policy']);
    expect(policy(header).get('script-src')).toContain('http://globex.localhost:3102');
    // No placeholder, and nothing of an entry whose host is no host name.
    expect(header).not.toMatch(/[{}"]|%7b|evil/i);
    expect(header.match(/script-src/g)).toHaveLength(1);
  });

  it('an uploaded logo keeps its own stricter policy', async () => {
    const logo = await get('/uploads/acme/logo.medium.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
