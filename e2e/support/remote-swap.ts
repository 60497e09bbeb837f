import type { RemoteName } from '@affnet/contracts';
import type { Page, Route } from '@playwright/test';
import { REMOTE_PORTS } from './environment';

/**
 * A file of one remote's release, wherever the server serves it: the remote's own origin (`:<port>/<file>`) or the
 * main server's release folders (`/remotes/<remote>/<version>/<file>`).
 */
export function remoteFile(remote: RemoteName, file: string) {
  return (url: URL) =>
    url.pathname.endsWith(`/${file}`) &&
    (url.port === String(REMOTE_PORTS[remote]) || url.pathname.includes(`/remotes/${remote}/`));
}

/** Serves the real file with its text rewritten. */
async function rewrite(route: Route, change: (text: string) => string) {
  // The test runner resolves no tenant subdomain (acme.localhost): it asks the same server by its plain name.
  const url = new URL(route.request().url());
  url.hostname = 'localhost';
  const response = await route.fetch({ url: url.href });
  await route.fulfill({ response, body: change(await response.text()) });
}

/**
 * Makes the offers remote look like a release built for the next major of the shared core: it requires `^2.0.0` of
 * `@affnet/core` and brings its own 2.0.0 as the fallback, in its remote entry and its federation manifest.
 */
export async function serveOffersBuiltForCore2(page: Page) {
  await page.route(remoteFile('mfe_offers', 'remoteEntry.js'), (route) =>
    rewrite(route, (text) =>
      text
        .replace(/("@affnet\/core":\[\{version:")1\.\d+\.\d+"/, '$12.0.0"')
        .replace(/("@affnet\/core",")1\.\d+\.\d+"/, '$12.0.0"')
        .replaceAll(/requiredVersion:"\^1\.\d+\.\d+"/g, 'requiredVersion:"^2.0.0"'),
    ),
  );
  await page.route(remoteFile('mfe_offers', 'mf-manifest.json'), (route) =>
    rewrite(route, (text) => {
      const manifest = JSON.parse(text) as { shared: { name: string; version: string; requiredVersion: string }[] };
      for (const shared of manifest.shared)
        if (shared.name === '@affnet/core') Object.assign(shared, { version: '2.0.0', requiredVersion: '^2.0.0' });
      return JSON.stringify(manifest);
    }),
  );
}

/**
 * Replaces the offers remote's entry with one whose App throws as soon as it renders, the way a release that meets
 * data it did not expect does: it loads, then breaks while drawing its page.
 */
export async function serveOffersThatThrow(page: Page, message: string) {
  const entry = `var mfe_offers = {
    init: function () {},
    get: function () {
      return Promise.resolve(function () {
        return { default: function OffersApp() { throw new TypeError(${JSON.stringify(message)}); } };
      });
    },
  };`;
  await page.route(remoteFile('mfe_offers', 'remoteEntry.js'), (route) =>
    route.fulfill({ contentType: 'text/javascript', body: entry }),
  );
}
