import type { Browser } from '@playwright/test';
import type { BenchEnvironment } from './benchmark';
import { launchChromium } from './chromium';
import { type ProductServer, startProductServer } from './product-server';

/** Starts the server and the browser on first use, once for all benchmarks; close() ends what was started. */
export function createBenchEnvironment(): BenchEnvironment & { close(): Promise<void> } {
  let server: Promise<ProductServer> | undefined;
  let browser: Promise<Browser> | undefined;
  return {
    server() {
      server ??= startProductServer();
      return server;
    },
    browser() {
      browser ??= launchChromium();
      return browser;
    },
    async close() {
      const ending: Promise<unknown>[] = [];
      if (browser) ending.push(browser.then((started) => started.close()).catch(() => {}));
      if (server) ending.push(server.then((started) => started.stop()).catch(() => {}));
      await Promise.all(ending);
    },
  };
}
