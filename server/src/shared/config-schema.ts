import { REMOTE_NAMES, type RemoteName } from '@affnet/contracts';
import type { Ajv, ErrorObject } from 'ajv';
import { envSchema } from 'env-schema';

/**
 * Every environment variable the server reads: its type, its default and what it means, once. `loadConfig` validates
 * the environment against it (env-schema), and the README's configuration table is generated from it
 * (`pnpm --filter @affnet/server config-table`). `defaultText` says in words a default computed from other variables.
 */

/** A count, a duration or a port: a non-negative integer. */
const integer = (fallback: number, description: string) =>
  ({ type: 'integer', minimum: 0, default: fallback, description }) as const;
/** A text with a fixed default. */
const textOr = (fallback: string, description: string) => ({ type: 'string', default: fallback, description }) as const;
/** A text without a fixed default: none, or one computed from other variables (`shown`). */
const text = (description: string, shown = 'none') => ({ type: 'string', description, defaultText: shown }) as const;

const REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_auth: 3001,
  mfe_offers: 3002,
  mfe_statistics: 3003,
  mfe_network_admin: 3004,
  mfe_publisher: 3005,
};

type RemoteVariables = Record<`REMOTE_${Uppercase<RemoteName>}_PORT`, ReturnType<typeof integer>> &
  Record<`REMOTE_${Uppercase<RemoteName>}_URL`, ReturnType<typeof text>>;

const remoteVariables = Object.fromEntries(
  REMOTE_NAMES.flatMap((name) => {
    const variable = `REMOTE_${name.toUpperCase()}`;
    return [
      [`${variable}_PORT`, integer(REMOTE_PORTS[name], `Port of the ${name} remote's own origin`)],
      [
        `${variable}_URL`,
        text(
          `Where the host loads ${name} from when no release of it is registered (\`{hostname}\` is the request's)`,
          `\`http://{hostname}:<${variable}_PORT>/mf-manifest.json\``,
        ),
      ],
    ];
  }),
) as RemoteVariables;

const switchOn = '`true` or `1`';

export const CONFIG_PROPERTIES = {
  PORT: integer(3000, 'API server and host shell (one origin)'),
  HOST: textOr('0.0.0.0', 'Address to listen on'),
  DATA_DIR: text('Database file, JWT secret, uploaded logos, mail files', '`./data`'),
  DATABASE_URL: text(
    'A SQLite file, or `postgres://user:pass@host/db` for PostgreSQL (several API nodes may share it: see [docs/scale-out.md](docs/scale-out.md))',
    '`<DATA_DIR>/affnet.sqlite`',
  ),
  FILE_STORE: text(
    'Where logos and export files are kept: `disk` (under `DATA_DIR`, one node) or `database` (every node reaches them)',
    '`database` on PostgreSQL, `disk` on SQLite',
  ),
  NODE_NAME: text(
    'This API node among those on one database: holds its export leases (each node its own)',
    "the machine's name and the data folder",
  ),
  NODE_ENV: text('`production`: no demo data, `JWT_SECRET` required, no test hooks'),
  DEMO_DATA: text(
    `${switchOn}: seed an empty database with the demo networks and accounts; refused in production`,
    '`true` in `npm start`, else off',
  ),
  ADMIN_EMAIL: text('The first super admin, created at start when there is none (with `ADMIN_PASSWORD`)'),
  ADMIN_PASSWORD: text("The first super admin's password (with `ADMIN_EMAIL`)"),
  JWT_SECRET: text(
    'Secret that signs login tokens',
    'generated once into `<DATA_DIR>/jwt-secret`; required (≥ 32 characters) in production',
  ),
  TOKEN_TTL: integer(8 * 60 * 60, 'Lifetime of a login token, seconds (8 h)'),
  ACCOUNT_TOKEN_TTL: integer(
    5 * 60,
    "Lifetime of the short token a network owner's /ext link opens one of his users' sessions with, seconds (5 min)",
  ),
  SMTP_URL: text('`smtp://user:pass@host:port` to send mail; without it mail goes to `<DATA_DIR>/mail`'),
  MAIL_FROM: textOr('affnet <no-reply@affnet.test>', 'Sender of mails'),
  MAIL_WORKER: text(
    "Mails wait in the database's outbox and are sent after the answer, retried on failure (8 attempts over about an hour); `off` or `false`: another process sends them",
    'on',
  ),
  MAIL_POLL_MS: integer(1000, 'How often the mail outbox is looked at, ms (at least 10)'),
  WEB_DIST: text('Built host shell served on `/`', '`host-shell/dist`'),
  BASE_DOMAIN: text('Registered networks get `<network id>.<BASE_DOMAIN>` as dashboard domain', '`localhost:<PORT>`'),
  SERVE_REMOTES: text(`${switchOn}: also serve each built remote on its own origin`, '`true` in `npm start`, else off'),
  ...remoteVariables,
  RELEASES_DIR: text(
    'Release folders of the remotes (`<remote>/<version>/`), served on `/remotes/`, registered at start',
    '`./releases`',
  ),
  DEPLOY_TOKEN: text(
    'Operator secret for deploy scripts: `Authorization: Bearer <token>` on `/api/remotes/*` (else only the super admin); each team gets its own token for its remote on the Remotes page ([docs/remote-deploys.md](docs/remote-deploys.md))',
  ),
  BCRYPT_COST: integer(10, 'Cost of the password hashes (bcrypt rounds)'),
  TRUST_PROXY: text(`${switchOn} behind a reverse proxy: the caller's address comes from \`X-Forwarded-For\``, 'off'),
  LOGIN_FAILURES_PER_EMAIL: integer(
    5,
    "Sign-in rate limit per account; wrong publisher-API keys count per caller address as an account's failures do. An attempt counts from its arrival until its password proves right, so attempts sent together count each other; a sign-in clears only the account's failures from its own address",
  ),
  LOGIN_FAILURES_PER_IP: integer(20, 'Sign-in rate limit per caller address'),
  LOGIN_FAILURE_WINDOW_SECONDS: integer(15 * 60, 'Window of the sign-in rate limits, seconds'),
  PUBLIC_WRITES_PER_HOUR: integer(60, 'Registrations and reset mails per IP and hour'),
  LOG_LEVEL: {
    type: 'string',
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
    description: 'Server log level',
  },
  CLICK_FLUSH_MS: integer(50, 'Clicks are written in batches: after this many ms at most (see Tracking)'),
  CLICK_FLUSH_MAX: integer(1000, 'A click batch is written as soon as this many clicks wait (at least 1)'),
  CLICK_WRITER_THREAD: text(
    '`off`, `false` or `0`: click batches are written by the thread answering requests, not by a thread of their own (never one for an in-memory SQLite database; see Tracking)',
    'on',
  ),
  TRACKING_CACHE_MS: integer(
    5000,
    "How long `/click` trusts its in-memory copy of a network's offers, publishers and access, ms",
  ),
  POSTBACK_TIMEOUT_MS: integer(5000, 'How long one postback delivery may take before it counts as failed, ms'),
  POSTBACK_RETRY_BASE_MS: integer(
    30_000,
    'First retry delay of a failed delivery, ms; each next one doubles (30 s, 1 min, 2 min …)',
  ),
  POSTBACK_MAX_ATTEMPTS: integer(8, 'Attempts before a delivery is given up as failed'),
  POSTBACK_POLL_MS: integer(250, 'How often the outbox is looked at, ms (it is also woken by every conversion)'),
  POSTBACK_LOG_DAYS: integer(90, 'Days the delivery log and finished deliveries are kept (pruned hourly)'),
  POSTBACK_WORKER: text(
    '`off` or `false`: this process queues postbacks but does not send them (another process does)',
    'on',
  ),
  POSTBACK_PRIVATE_TARGETS: text(
    'Private or reserved addresses postbacks and forwarding may reach: addresses and CIDR ranges separated by commas (`10.1.0.0/16,fd00::/8`), or `all`; a wrong entry stops the start',
  ),
  DEMO_CLICKS: integer(500_000, 'Demo traffic of Acme over 90 days (Globex gets a fifth); tests use 2000'),
  DEMO_EXTRA_NETWORKS: integer(
    0,
    'Benchmarks only: more demo networks after Acme and Globex, each with a fiftieth of `DEMO_CLICKS`',
  ),
  DEMO_CONVERSION_PERCENT: integer(100, "Benchmarks only: Acme's demo conversion rate in percent of the usual 2–4 %"),
  CLOCK_START: {
    ...text(
      "Tests only: the server's clock starts at this ISO 8601 instant and runs on from there; refused in production",
    ),
    format: 'instant',
  },
} as const;

export const CONFIG_SCHEMA = {
  type: 'object',
  properties: CONFIG_PROPERTIES,
  // Any other variable of the environment is not ours: left out of the result, not refused.
  additionalProperties: false,
} as const;

type Properties = typeof CONFIG_PROPERTIES;

/** The environment once validated: integers as numbers, each default filled in. */
export type ConfigValues = {
  [K in keyof Properties]: Properties[K] extends { type: 'integer' }
    ? number
    : Properties[K] extends { default: string }
      ? string
      : string | undefined;
};

/** What a refused variable must be, in words; otherwise the validator's own words. */
function expected(name: string, error: ErrorObject): string {
  const property: { type: string; format?: string; enum?: readonly string[] } | undefined =
    CONFIG_PROPERTIES[name as keyof ConfigValues];
  if (property?.type === 'integer') return 'must be a non-negative integer';
  if (property?.format === 'instant') return 'must be an ISO 8601 instant';
  if (property?.enum) return `must be one of ${property.enum.join(', ')}`;
  return error.message ?? 'is refused';
}

let validator: Ajv | undefined;
const withConfigKeywords = (ajv: Ajv) =>
  ajv
    .addKeyword({ keyword: 'defaultText', schemaType: 'string' })
    .addFormat('instant', (value: string) => Number.isFinite(Date.parse(value)));

/**
 * The environment checked against the schema, integers read and defaults filled in. An empty variable counts as
 * unset (`PORT= npm start` means the default port), as it always has. A wrong one stops the start, named.
 */
export function readEnvironment(env: Record<string, string | undefined>): ConfigValues {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  try {
    return envSchema<ConfigValues>({
      schema: CONFIG_SCHEMA,
      data: given,
      env: false,
      // The validator env-schema makes first is kept: the schema is compiled once, not at every start of a test's app.
      ajv: validator ?? { customOptions: (fresh) => (validator = withConfigKeywords(fresh)) },
    });
  } catch (error) {
    const refused = (error as { errors?: ErrorObject[] }).errors?.[0];
    if (!refused) throw error;
    const name = refused.instancePath.slice(1);
    throw new Error(`${name} ${expected(name, refused)}, got "${env[name]}"`);
  }
}
