import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@affnet/contracts';
import { REPO_ROOT } from '../repo-root';
import { type ConfigValues, readEnvironment } from './config-schema';
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
  /** The server's log level (LOG_LEVEL). */
  logLevel: string;
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

/** Shortest JWT_SECRET accepted in production: 32 characters (256 bits of hex, or more of anything else). */
const MIN_SECRET_LENGTH = 32;

/**
 * The JWT secret comes from the environment, else (not in production) from a file generated once in the data folder.
 * Production refuses to start without one: every node must sign and check tokens with the same secret.
 */
function jwtSecretFrom(given: string | undefined, dataDir: string, production: boolean): string {
  if (production && (given ?? '').length < MIN_SECRET_LENGTH) {
    throw new Error(
      `JWT_SECRET must be set in production, at least ${MIN_SECRET_LENGTH} characters, the same on every node`,
    );
  }
  if (given) return given;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The remotes' variables, by remote: REMOTE_MFE_AUTH_PORT, REMOTE_MFE_AUTH_URL… */
const variableOf = <Part extends 'PORT' | 'URL'>(name: RemoteName, part: Part) =>
  `REMOTE_${name.toUpperCase()}_${part}` as `REMOTE_${Uppercase<RemoteName>}_${Part}`;

function remotesFrom(values: ConfigValues): Pick<Config, 'remotePorts' | 'remoteUrls'> {
  const remotePorts = {} as Record<RemoteName, number>;
  const remoteUrls = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotePorts[name] = values[variableOf(name, 'PORT')];
    remoteUrls[name] = values[variableOf(name, 'URL')] ?? `http://{hostname}:${remotePorts[name]}/mf-manifest.json`;
  }
  return { remotePorts, remoteUrls };
}

const isOn = (value: string | undefined) => value === 'true' || value === '1';
const isOff = (value: string | undefined) => value === 'off' || value === 'false';

/** The production rules: no demo data, no test hooks, the first admin from the environment if any. */
function productionRules(values: ConfigValues): Pick<Config, 'production' | 'demoData' | 'firstAdmin'> {
  const production = values.NODE_ENV === 'production';
  const demoData = isOn(values.DEMO_DATA);
  if (production && demoData) throw new Error('DEMO_DATA is refused in production: its accounts have a known password');
  if (production && values.CLOCK_START) throw new Error('CLOCK_START is for tests: refused in production');
  const email = (values.ADMIN_EMAIL ?? '').trim().toLowerCase();
  const password = values.ADMIN_PASSWORD ?? '';
  if (Boolean(email) !== Boolean(password)) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  return { production, demoData, firstAdmin: email ? { email, password } : null };
}

function fileStoreFrom(values: ConfigValues): FileStoreKind {
  const named = values.FILE_STORE?.trim().toLowerCase();
  if (named === 'disk' || named === 'database') return named;
  if (named) throw new Error(`FILE_STORE must be disk or database, not ${values.FILE_STORE}`);
  return dialectOf(values.DATABASE_URL ?? '') === 'postgres' ? 'database' : 'disk';
}

function nodeNameFrom(values: ConfigValues, dataDir: string): string {
  if (values.NODE_NAME) return values.NODE_NAME.slice(0, 40);
  return `${os.hostname().slice(0, 24)}-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const values = readEnvironment(env);
  const rules = productionRules(values);
  const dataDir = path.resolve(values.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  mkdirSync(dataDir, { recursive: true });
  return {
    ...rules,
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    dataDir,
    nodeName: nodeNameFrom(values, dataDir),
    databaseUrl: values.DATABASE_URL ?? path.join(dataDir, 'affnet.sqlite'),
    fileStore: fileStoreFrom(values),
    jwtSecret: jwtSecretFrom(values.JWT_SECRET, dataDir, rules.production),
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    mailWorker: !isOff(values.MAIL_WORKER),
    mailPollMs: Math.max(10, values.MAIL_POLL_MS),
    webDist: path.resolve(values.WEB_DIST ?? path.join(REPO_ROOT, 'host-shell', 'dist')),
    tokenTtlSeconds: values.TOKEN_TTL,
    accountTokenTtlSeconds: values.ACCOUNT_TOKEN_TTL,
    baseDomain: (values.BASE_DOMAIN ?? `localhost:${values.PORT}`).toLowerCase(),
    ...remotesFrom(values),
    serveRemotes: isOn(values.SERVE_REMOTES),
    releasesDir: path.resolve(values.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases')),
    deployToken: values.DEPLOY_TOKEN ?? null,
    bcryptCost: values.BCRYPT_COST,
    trustProxy: isOn(values.TRUST_PROXY),
    loginFailures: {
      perEmail: values.LOGIN_FAILURES_PER_EMAIL,
      perIp: values.LOGIN_FAILURES_PER_IP,
      windowMs: values.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
    },
    publicWrites: { max: values.PUBLIC_WRITES_PER_HOUR, windowMs: 60 * 60 * 1000 },
    clickFlushMs: values.CLICK_FLUSH_MS,
    clickFlushMax: Math.max(1, values.CLICK_FLUSH_MAX),
    clickWriterThread:
      !['off', 'false', '0'].includes(values.CLICK_WRITER_THREAD ?? '') && !/:memory:/.test(values.DATABASE_URL ?? ''),
    trackingCacheMs: values.TRACKING_CACHE_MS,
    demoClicks: values.DEMO_CLICKS,
    demoExtraNetworks: values.DEMO_EXTRA_NETWORKS,
    demoConversionPercent: values.DEMO_CONVERSION_PERCENT,
    clockStart: values.CLOCK_START ?? null,
    postbacks: {
      timeoutMs: Math.max(1, values.POSTBACK_TIMEOUT_MS),
      retryBaseMs: values.POSTBACK_RETRY_BASE_MS,
      maxAttempts: Math.max(1, values.POSTBACK_MAX_ATTEMPTS),
      pollMs: Math.max(10, values.POSTBACK_POLL_MS),
      logDays: Math.max(1, values.POSTBACK_LOG_DAYS),
      worker: !isOff(values.POSTBACK_WORKER),
      privateTargets: PrivateTargets.parse(values.POSTBACK_PRIVATE_TARGETS),
    },
  };
}
