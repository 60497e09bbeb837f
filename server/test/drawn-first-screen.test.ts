import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_FILE } from '@affnet/contracts';
import { HOLD_SUBMIT_SCRIPT } from '../src/web-app/boot-page';
import { languageOf } from '../src/web-app/first-screen';
import { bootPageEnvironment } from './boot-page-fixtures';
import { ACME, buildTestApp, GLOBEX, type TestApp } from './helpers';

/** The sign-in release's renderer: /login drawn with what it was asked for, /login/network failing, nothing else. */
const AREA_RENDERER = `exports.renderFirstScreen = async (request) => {
  if (request.path === '/login/network') throw new Error('renderer broke');
  if (request.path !== '/login') return null;
  return {
    html: '<form><label>Email<input name="email"></label></form><p>' + request.language + '|' + request.branding.company_name + '</p>',
    css: '.field{color:red}</style><script>alert(1)</script>',
  };
};`;

/** The host's renderer: its shell around the area's page. */
const SHELL_RENDERER = `exports.renderFirstScreen = async (request, area) => ({
  html: '<div class="shell">' + area.html + '</div>',
  css: 'body{margin:0}' + area.css,
});`;

let server: TestApp;
let dir: string;

function writeRenderer(folder: string, source: string) {
  const file = path.join(folder, FIRST_SCREEN_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-drawn-'));
  const environment = bootPageEnvironment(dir);
  writeRenderer(path.join(environment.RELEASES_DIR ?? '', 'mfe_auth', '1.0.0'), AREA_RENDERER);
  writeRenderer(environment.WEB_DIST ?? '', SHELL_RENDERER);
  server = await buildTestApp(environment);
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, host: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { host, cookie } : { host } });

const drawnOf = (html: string) => /<div id="first-screen">(.*?)<div id="root">/.exec(html)?.[1] ?? null;

describe('a public page drawn on the server', () => {
  it("carries the release's page in the host's shell, in the tenant's brand, before the element the host renders into", async () => {
    const acme = (await get('/login', ACME)).body;
    expect(drawnOf(acme)).toContain(
      '<div class="shell"><form><label>Email<input name="email"></label></form><p>|Acme Media</p></div>',
    );
    expect(drawnOf((await get('/login', GLOBEX)).body)).toContain('|Globex Ads');
    // Its CSS in <head>, unable to close its element; the host's element stays hidden until the live page takes over.
    const style = /<style id="first-screen-style">(.*?)<\/style>/.exec(acme)?.[1] ?? '';
    expect(style).toContain('body{margin:0}.field{color:red}<\\/style><script>alert(1)<\\/script>');
    expect(style).toContain('#first-screen~#root{display:none}');
    expect(acme.indexOf('<style id="first-screen-style">')).toBeLessThan(acme.indexOf('</head>'));
    // A form sent before the scripts ran is held for the live page to send.
    expect(acme).toContain(`<script>${HOLD_SUBMIT_SCRIPT}</script><div id="first-screen">`);
  });

  it('is drawn in the language the dashboard last set in its cookie', async () => {
    expect(drawnOf((await get('/login', ACME, 'theme=x; language=fr')).body)).toContain('<p>fr|Acme Media</p>');
    expect(drawnOf((await get('/login', ACME, 'language=de')).body)).toContain('<p>de|Acme Media</p>');
  });

  it('is not drawn for a page the release does not draw, a signed-in page, or when the renderer fails', async () => {
    for (const url of ['/forgot-password', '/dashboard', '/login/network']) {
      const response = await get(url, ACME);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('first-screen');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('never serves a renderer file to a browser', async () => {
    expect((await get(`/${FIRST_SCREEN_FILE}`, ACME)).statusCode).toBe(404);
    expect((await get(`/remotes/mfe_auth/1.0.0/${FIRST_SCREEN_FILE}`, ACME)).statusCode).toBe(404);
    expect((await get('/remotes/mfe_auth/1.0.0/mf-manifest.json', ACME)).statusCode).toBe(200);
  });
});

describe('the language of a drawn page', () => {
  it.each([
    [undefined, ''],
    ['language=es', 'es'],
    ['a=1; language=fr; b=2', 'fr'],
    ['xlanguage=fr', ''],
    ['language=french', ''],
    ['language=<x>', ''],
  ])('cookies %p → %p', (cookie, language) => {
    expect(languageOf(cookie)).toBe(language);
  });
});
