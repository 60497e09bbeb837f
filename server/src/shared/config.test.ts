import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { loadConfig } from './config';
import { withConfigTable } from './config-table';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('the configuration', () => {
  it("is what the README's table says: the table is generated from the schema and up to date", () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    // On failure: pnpm --filter @affnet/server config-table
    expect(withConfigTable(readme)).toBe(readme);
  });

  it('has the same defaults as ever', () => {
    const config = load();
    expect(config).toMatchObject({
      production: false,
      demoData: false,
      firstAdmin: null,
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      databaseUrl: path.join(dataDir, 'affnet.sqlite'),
      fileStore: 'disk',
      smtpUrl: null,
      mailFrom: 'affnet <no-reply@affnet.test>',
      mailWorker: true,
      mailPollMs: 1000,
      tokenTtlSeconds: 28_800,
      accountTokenTtlSeconds: 300,
      baseDomain: 'localhost:3000',
      remotePorts: {
        mfe_auth: 3001,
        mfe_offers: 3002,
        mfe_statistics: 3003,
        mfe_network_admin: 3004,
        mfe_publisher: 3005,
      },
      serveRemotes: false,
      releasesDir: path.join(REPO_ROOT, 'releases'),
      deployToken: null,
      bcryptCost: 10,
      trustProxy: false,
      loginFailures: { perEmail: 5, perIp: 20, windowMs: 900_000 },
      publicWrites: { max: 60, windowMs: 3_600_000 },
      clickFlushMs: 50,
      clickFlushMax: 1000,
      clickWriterThread: true,
      trackingCacheMs: 5000,
      demoClicks: 500_000,
      demoExtraNetworks: 0,
      demoConversionPercent: 100,
      clockStart: null,
      postbacks: { timeoutMs: 5000, retryBaseMs: 30_000, maxAttempts: 8, pollMs: 250, worker: true, logDays: 90 },
    });
    expect(config.remoteUrls.mfe_offers).toBe('http://{hostname}:3002/mf-manifest.json');
  });

  it('takes an empty variable as unset, and leaves alone the variables that are not its own', () => {
    const config = load({ PORT: '', HOST: '', MAIL_FROM: '', CLOCK_START: '', PATH: '/bin', SOMETHING_ELSE: 'x' });
    expect([config.port, config.host, config.mailFrom, config.clockStart]).toEqual([
      3000,
      '0.0.0.0',
      'affnet <no-reply@affnet.test>',
      null,
    ]);
  });

  it('reads what is set, each default following the variables it depends on', () => {
    const config = load({
      PORT: '4000',
      REMOTE_MFE_OFFERS_PORT: '4002',
      DATABASE_URL: 'postgres://u@db/affnet',
      TOKEN_TTL: '60',
      LOGIN_FAILURE_WINDOW_SECONDS: '2',
      CLOCK_START: '2026-03-29T01:30:00Z',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 4000,
      baseDomain: 'localhost:4000',
      fileStore: 'database',
      tokenTtlSeconds: 60,
    });
    expect(config.loginFailures.windowMs).toBe(2000);
    expect(config.remoteUrls.mfe_offers).toBe('http://{hostname}:4002/mf-manifest.json');
    expect([config.clockStart, config.logLevel]).toEqual(['2026-03-29T01:30:00Z', 'warn']);
  });

  it('reads its switches as it always has', () => {
    expect(load({ DEMO_DATA: '1', SERVE_REMOTES: 'true', TRUST_PROXY: 'yes' })).toMatchObject({
      demoData: true,
      serveRemotes: true,
      trustProxy: false,
    });
    const off = load({ MAIL_WORKER: 'off', POSTBACK_WORKER: 'false', CLICK_WRITER_THREAD: '0' });
    expect([off.mailWorker, off.postbacks.worker, off.clickWriterThread]).toEqual([false, false, false]);
    expect(load({ DATABASE_URL: ':memory:' }).clickWriterThread).toBe(false);
  });

  it('raises a too small poll, batch or attempt count to the least that works', () => {
    const config = load({
      MAIL_POLL_MS: '3',
      CLICK_FLUSH_MAX: '0',
      POSTBACK_MAX_ATTEMPTS: '0',
      POSTBACK_LOG_DAYS: '0',
    });
    expect([config.mailPollMs, config.clickFlushMax, config.postbacks.maxAttempts, config.postbacks.logDays]).toEqual([
      10, 1, 1, 1,
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a non-negative integer, got "abc"'],
    [{ BCRYPT_COST: '-1' }, 'BCRYPT_COST must be a non-negative integer, got "-1"'],
    [{ CLICK_FLUSH_MS: '1.5' }, 'CLICK_FLUSH_MS must be a non-negative integer, got "1.5"'],
    [{ CLOCK_START: 'soon' }, 'CLOCK_START must be an ISO 8601 instant, got "soon"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ FILE_STORE: 'cloud' }, 'FILE_STORE must be disk or database, not cloud'],
  ])('refuses to start with %j, naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
