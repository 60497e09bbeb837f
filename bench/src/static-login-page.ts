import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { ResourceRecord } from './network-meter';
import { visitLoginPage } from './page-load';
import { REPO_ROOT } from './repo';
import { type Spread, spread } from './statistics';

/** Where the product server serves the built web app from (its default WEB_DIST). */
const WEB_DIST = path.join(REPO_ROOT, 'host-shell', 'dist');
const PAGE = 'bench-static-login.html';
const SCRIPT = 'bench-static-login.js';

/** The login page's yardstick: the same machine, server and bytes, with nothing between the bytes and the form. */
export interface StaticLoginPage {
  url: string;
  /** Bytes of JavaScript the static page downloads (the login page's, concatenated). */
  scriptBytes: number;
  formUsableMs: Spread;
}

/**
 * The page a monolith could at best send: the sign-in form in its HTML, then the same JavaScript as the login page,
 * downloaded and parsed (inside a function never called) but not run.
 */
function staticPage(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><script defer src="/${SCRIPT}"></script></head><body><main><h1>Sign in</h1><form><label>Email<input type="email" name="email"></label><label>Password<input type="password" name="password"></label><button type="submit">Sign in</button></form></main></body></html>`;
}

async function loginPageScript(origin: string, resources: ResourceRecord[]): Promise<string> {
  const scripts = resources.filter((resource) => resource.javascript && !resource.failed);
  const texts = await Promise.all(
    scripts.map(async (resource) => {
      const url = new URL(resource.url);
      // The test runner resolves no tenant subdomain: the same server by its plain name, with the tenant's Host.
      const response = await fetch(`${origin}${url.pathname}${url.search}`, { headers: { host: url.host } });
      return response.text();
    }),
  );
  return `function neverCalled() {\n${texts.join('\n;\n')}\n}\n`;
}

/**
 * Serves the static page beside the web app for the time of the runs, measures when its form is usable (same probe,
 * fresh browser context each run), and removes it.
 */
export async function measureStaticLoginPage(
  browser: Browser,
  loginUrl: string,
  port: number,
  resources: ResourceRecord[],
  runs: number,
): Promise<StaticLoginPage> {
  const script = await loginPageScript(`http://localhost:${port}`, resources);
  const files = [PAGE, SCRIPT, `${SCRIPT}.br`].map((file) => path.join(WEB_DIST, file));
  writeFileSync(files[0]!, staticPage('Sign in'));
  writeFileSync(files[1]!, script);
  writeFileSync(files[2]!, brotliCompressSync(script));
  const url = new URL(`/${PAGE}`, loginUrl).href;
  try {
    const times: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const context = await browser.newContext();
      try {
        const visit = await visitLoginPage(context, url);
        // The first visit warms the server and the browser up, as for the login page.
        if (run > 0) times.push(visit.timings.formUsableMs);
      } finally {
        await context.close();
      }
    }
    return { url, scriptBytes: Buffer.byteLength(script), formUsableMs: spread(times) };
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
}
