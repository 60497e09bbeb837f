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

  it('an uploaded logo keeps its own stricter policy', async () => {
    const logo = await get('/uploads/acme/logo.medium.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
