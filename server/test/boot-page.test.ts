import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { BOOT_ELEMENT_ID, type BootData } from '@affnet/contracts';
import { bootPageEnvironment } from './boot-page-fixtures';
import { ACME, buildTestApp, GLOBEX, type TestApp } from './helpers';

let server: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-boot-'));
  server = await buildTestApp(bootPageEnvironment(dir));
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, host: string) => server.app.inject({ method: 'GET', url, headers: { host } });

function bootDataOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no boot block in ${html}`);
  return JSON.parse(match[1]) as BootData;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);

describe('the host page of a page route', () => {
  it("carries the tenant's own branding and remote manifest, before </head>, never cached", async () => {
    const acme = await page('/login', ACME);
    expect(acme.statusCode).toBe(200);
    expect(acme.headers['content-type']).toContain('text/html');
    expect(acme.headers['cache-control']).toBe('no-cache');
    const acmeBoot = bootDataOf(acme.body);
    expect(acmeBoot.branding).toMatchObject({ network_id: 'acme', company_name: 'Acme Media' });
    expect(acmeBoot.branding.theme).toMatchObject({ navbarbg: 'skin1' });
    expect(acmeBoot.manifest.remotes.mfe_auth).toBe('/remotes/mfe_auth/1.0.0/mf-manifest.json');
    expect(acme.body).not.toContain('Globex');
    expect(acme.body.indexOf(BOOT_ELEMENT_ID)).toBeLessThan(acme.body.indexOf('</head>'));

    const globex = await page('/login', GLOBEX);
    expect(bootDataOf(globex.body).branding).toMatchObject({ network_id: 'globex', company_name: 'Globex Ads' });
    expect(bootDataOf(globex.body).branding.theme).toMatchObject({ theme: 'dark' });
    expect(globex.body).not.toContain('Acme');
  });

  it('preloads the sign-in remote for /login, the dashboard remote and the signed-in shell for /dashboard and /', async () => {
    expect(preloads((await page('/login', ACME)).body)).toEqual([
      '/remotes/mfe_auth/1.0.0/remoteEntry.js',
      '/remotes/mfe_auth/1.0.0/970.aaaaaaaa.js',
      '/remotes/mfe_auth/1.0.0/__federation_expose_App.bbbbbbbb.js',
    ]);
    const dashboard = [
      '/remotes/mfe_statistics/1.0.0/remoteEntry.js',
      '/remotes/mfe_statistics/1.0.0/12.cccccccc.js',
      '/remotes/mfe_statistics/1.0.0/__federation_expose_App.dddddddd.js',
      '/main-shell.eeeeeeee.js',
      '/87.ffffffff.js',
    ];
    expect(preloads((await page('/dashboard', ACME)).body)).toEqual(dashboard);
    const root = await page('/', ACME);
    expect(root.statusCode).toBe(200);
    expect(preloads(root.body)).toEqual(dashboard);
    // A remote served from a configured URL of another origin gets no preload: the server never fetches it. The
    // signed-in shell is the host's own: still preloaded, on every page but the public ones.
    expect(preloads((await page('/offers/all', ACME)).body)).toEqual(['/main-shell.eeeeeeee.js', '/87.ffffffff.js']);
  });

  it('escapes < in the boot JSON so that a company name cannot close the script element', async () => {
    const name = 'Acme </script><script>alert(1)</script><!--';
    await server.app.ctx.db
      .updateTable('networks')
      .set({ company_name: name })
      .where('network_id', '=', 'acme')
      .execute();
    try {
      const response = await page('/login', ACME);
      expect(response.body).not.toContain('<script>alert(1)');
      expect(response.body).not.toContain('<!--');
      expect(response.body).toContain('\\u003c/script>');
      expect(bootDataOf(response.body).branding.company_name).toBe(name);
    } finally {
      await server.app.ctx.db
        .updateTable('networks')
        .set({ company_name: 'Acme Media' })
        .where('network_id', '=', 'acme')
        .execute();
    }
  });

  it('sends the page compressed when the browser takes brotli, and keeps API misses as JSON', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: ACME, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(bootDataOf(brotliDecompressSync(response.rawPayload).toString('utf8')).branding.network_id).toBe('acme');
    const missing = await page('/api/no-such-call', ACME);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ err: 1, code: 'NOT_FOUND' });
  });
});
