import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@affnet/contracts';
import { REPO_ROOT } from '../repo-root';
import { dialectOf } from './db/dialect';
import type { FileStoreKind } from './files';
import { PrivateTargets } from './private-targets';

export interface RateLimitSettings {
  max: number;
  windowMs: number;
}

export interface Config {
  /** NODE_ENV=production: no demo data, a JWT secret from the environment, no test hooks. */
  production: boolean;
  /** DEMO_DATA=true (what `npm start` sets): an empty database gets the demo networks and accounts. */
  demoData: boolean;
  /** The first super admin, created at start when there is none (ADMIN_EMAIL and ADMIN_PASSWORD). */
  firstAdmin: { email: string; password: string } | null;
  port: number;
  host: string;
  dataDir: string;
  /**
   * This node among the API nodes on one database (NODE_NAME): the holder of its export leases, so that a node
   * restarted takes back its own unfinished exports at once. Default: the machine's name and the data folder's.
   */
  nodeName: string;
  databaseUrl: string;
  /**
   * Where logos and export files are kept (FILE_STORE): `disk` under DATA_DIR (one node), or `database`, which every
   * node reaches. Default: the database on PostgreSQL, the disk on SQLite.
   */
  fileStore: FileStoreKind;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Whether this process sends the mail outbox (MAIL_WORKER=off: another one does), and how often it looks. */
  mailWorker: boolean;
  mailPollMs: number;
  webDist: string;
  tokenTtlSeconds: number;
  accountTokenTtlSeconds: number;
  baseDomain: string;
  /** Port of each remote's own origin (REMOTE_<NAME>_PORT), used by the default URLs and by SERVE_REMOTES. */
  remotePorts: Record<RemoteName, number>;
  /** Default entry URL of each remote; `{hostname}` is replaced by the request's host name. */
  remoteUrls: Record<RemoteName, string>;
  /** `npm start`: also serve the built remotes, each on its own port (SERVE_REMOTES=true). */
  serveRemotes: boolean;
  /** Release folders `<remote>/<version>/` served at /remotes/ and registered at start (RELEASES_DIR). */
  releasesDir: string;
  /** The operator's secret for deploy scripts (DEPLOY_TOKEN); null: the remotes API takes only a super admin. */
  deployToken: string | null;
  bcryptCost: number;
  trustProxy: boolean;
  loginFailures: { perEmail: number; perIp: number; windowMs: number };
  /** Public calls that create things or send mail (registration, password reset mail), per IP. */
  publicWrites: RateLimitSettings;
  /** Clicks wait at most this long in memory before their batch is written (CLICK_FLUSH_MS). */
  clickFlushMs: number;
  /** A click batch is written as soon as it holds this many clicks (CLICK_FLUSH_MAX). */
  clickFlushMax: number;
  /**
   * Click batches are written by a thread of their own over its own connection (CLICK_WRITER_THREAD, on by default;
   * never for an in-memory SQLite database, which another connection cannot see).
   */
  clickWriterThread: boolean;
  /** How long /click trusts its in-memory copy of a network's offers and publishers (TRACKING_CACHE_MS). */
  trackingCacheMs: number;
  /** Clicks of the demo traffic for the first demo network (DEMO_CLICKS); the second gets a fifth. */
  demoClicks: number;
  /** Benchmark only: more demo networks after Acme and Globex, each with a fiftieth of DEMO_CLICKS (DEMO_EXTRA_NETWORKS). */
  demoExtraNetworks: number;
  /** Benchmark only: the first demo network's conversion rate in percent of the usual 2–4 % (DEMO_CONVERSION_PERCENT). */
  demoConversionPercent: number;
  /** Postback delivery: timeout of one attempt (POSTBACK_TIMEOUT_MS), first retry delay doubling each time
   * (POSTBACK_RETRY_BASE_MS), attempts before giving up (POSTBACK_MAX_ATTEMPTS), outbox poll (POSTBACK_POLL_MS),
   * and whether this process sends at all (POSTBACK_WORKER=off to stop it). */
  /** Tests only: the instant the clock starts at (CLOCK_START, ISO 8601); it runs at real speed from there. */
  clockStart: string | null;
  postbacks: {
    timeoutMs: number;
    retryBaseMs: number;
    maxAttempts: number;
    pollMs: number;
    worker: boolean;
    /** Days the delivery log and finished deliveries are kept. */
    logDays: number;
    /** Private or reserved ranges postbacks may reach (POSTBACK_PRIVATE_TARGETS); none by default. */
    privateTargets: PrivateTargets;
  };
}

const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_auth: 3001,
  mfe_offers: 3002,
  mfe_statistics: 3003,
  mfe_network_admin: 3004,
  mfe_publisher: 3005,
};

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function instantFrom(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!Number.isFinite(Date.parse(raw))) throw new Error(`${name} must be an ISO 8601 instant, got "${raw}"`);
  return raw;
}

/** Shortest JWT_SECRET accepted in production: 32 characters (256 bits of hex, or more of anything else). */
const MIN_SECRET_LENGTH = 32;

/**
 * The JWT secret comes from the environment, else (not in production) from a file generated once in the data folder.
 * Production refuses to start without one: every node must sign and check tokens with the same secret.
 */
function jwtSecretFrom(env: Env, dataDir: string, production: boolean): string {
  if (production && (env.JWT_SECRET ?? '').length < MIN_SECRET_LENGTH) {
    throw new Error(
      `JWT_SECRET must be set in production, at least ${MIN_SECRET_LENGTH} characters, the same on every node`,
    );
  }
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function remotePortsFrom(env: Env): Record<RemoteName, number> {
  const ports = {} as Record<RemoteName, number>;
  for (const name of REMOTE_NAMES)
    ports[name] = intFrom(env, `REMOTE_${name.toUpperCase()}_PORT`, DEFAULT_REMOTE_PORTS[name]);
  return ports;
}

function remoteUrlsFrom(env: Env, ports: Record<RemoteName, number>): Record<RemoteName, string> {
  const urls = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    urls[name] = env[`REMOTE_${name.toUpperCase()}_URL`] || `http://{hostname}:${ports[name]}/mf-manifest.json`;
  }
  return urls;
}

const isOn = (value: string | undefined) => value === 'true' || value === '1';

/** The production rules: no demo data, no test hooks, the first admin from the environment if any. */
function productionRules(env: Env): Pick<Config, 'production' | 'demoData' | 'firstAdmin'> {
  const production = env.NODE_ENV === 'production';
  const demoData = isOn(env.DEMO_DATA);
  if (production && demoData) throw new Error('DEMO_DATA is refused in production: its accounts have a known password');
  if (production && env.CLOCK_START) throw new Error('CLOCK_START is for tests: refused in production');
  const email = (env.ADMIN_EMAIL ?? '').trim().toLowerCase();
  const password = env.ADMIN_PASSWORD ?? '';
  if (Boolean(email) !== Boolean(password)) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  return { production, demoData, firstAdmin: email ? { email, password } : null };
}

function fileStoreFrom(env: Env): FileStoreKind {
  const named = env.FILE_STORE?.trim().toLowerCase();
  if (named === 'disk' || named === 'database') return named;
  if (named) throw new Error(`FILE_STORE must be disk or database, not ${env.FILE_STORE}`);
  return dialectOf(env.DATABASE_URL ?? '') === 'postgres' ? 'database' : 'disk';
}

function nodeNameFrom(env: Env, dataDir: string): string {
  if (env.NODE_NAME) return env.NODE_NAME.slice(0, 40);
  return `${os.hostname().slice(0, 24)}-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
}

export function loadConfig(env: Env = process.env): Config {
  const rules = productionRules(env);
  const port = intFrom(env, 'PORT', 3000);
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const remotePorts = remotePortsFrom(env);
  return {
    ...rules,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    nodeName: nodeNameFrom(env, dataDir),
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'affnet.sqlite'),
    fileStore: fileStoreFrom(env),
    jwtSecret: jwtSecretFrom(env, dataDir, rules.production),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'affnet <no-reply@affnet.test>',
    mailWorker: env.MAIL_WORKER !== 'off' && env.MAIL_WORKER !== 'false',
    mailPollMs: Math.max(10, intFrom(env, 'MAIL_POLL_MS', 1000)),
    webDist: path.resolve(env.WEB_DIST || path.join(REPO_ROOT, 'host-shell', 'dist')),
    tokenTtlSeconds: intFrom(env, 'TOKEN_TTL', 8 * 60 * 60),
    accountTokenTtlSeconds: intFrom(env, 'ACCOUNT_TOKEN_TTL', 5 * 60),
    baseDomain: (env.BASE_DOMAIN || `localhost:${port}`).toLowerCase(),
    remotePorts,
    remoteUrls: remoteUrlsFrom(env, remotePorts),
    serveRemotes: isOn(env.SERVE_REMOTES),
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(REPO_ROOT, 'releases')),
    deployToken: env.DEPLOY_TOKEN || null,
    bcryptCost: intFrom(env, 'BCRYPT_COST', 10),
    trustProxy: isOn(env.TRUST_PROXY),
    loginFailures: {
      perEmail: intFrom(env, 'LOGIN_FAILURES_PER_EMAIL', 5),
      perIp: intFrom(env, 'LOGIN_FAILURES_PER_IP', 20),
      windowMs: intFrom(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60) * 1000,
    },
    publicWrites: {
      max: intFrom(env, 'PUBLIC_WRITES_PER_HOUR', 60),
      windowMs: 60 * 60 * 1000,
    },
    clickFlushMs: intFrom(env, 'CLICK_FLUSH_MS', 50),
    clickFlushMax: Math.max(1, intFrom(env, 'CLICK_FLUSH_MAX', 1000)),
    clickWriterThread:
      !['off', 'false', '0'].includes(env.CLICK_WRITER_THREAD ?? '') && !/:memory:/.test(env.DATABASE_URL ?? ''),
    trackingCacheMs: intFrom(env, 'TRACKING_CACHE_MS', 5000),
    demoClicks: intFrom(env, 'DEMO_CLICKS', 500_000),
    demoExtraNetworks: intFrom(env, 'DEMO_EXTRA_NETWORKS', 0),
    demoConversionPercent: intFrom(env, 'DEMO_CONVERSION_PERCENT', 100),
    clockStart: instantFrom(env, 'CLOCK_START'),
    postbacks: {
      timeoutMs: Math.max(1, intFrom(env, 'POSTBACK_TIMEOUT_MS', 5000)),
      retryBaseMs: intFrom(env, 'POSTBACK_RETRY_BASE_MS', 30_000),
      maxAttempts: Math.max(1, intFrom(env, 'POSTBACK_MAX_ATTEMPTS', 8)),
      pollMs: Math.max(10, intFrom(env, 'POSTBACK_POLL_MS', 250)),
      logDays: Math.max(1, intFrom(env, 'POSTBACK_LOG_DAYS', 90)),
      worker: env.POSTBACK_WORKER !== 'off' && env.POSTBACK_WORKER !== 'false',
      privateTargets: PrivateTargets.parse(env.POSTBACK_PRIVATE_TARGETS),
    },
  };
}
