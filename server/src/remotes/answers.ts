import { CONFIGURED_RELEASE_VERSION, PERMISSIONS, REMOTE_NAMES } from '@affnet/contracts';
import { anyString, count, instant, integerId, nullableString } from '../shared/http/answers';
import { remoteName } from './schemas';

/** JSON schemas of what the remotes routes answer (the payload inside the envelope). */

const permissions = { type: 'array', items: { type: 'string', enum: Object.values(PERMISSIONS) } } as const;

const fixed = (properties: Record<string, object>, optional: string[] = []) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    additionalProperties: false,
  }) as const;

/** One property per remote, each of them there (a Record<RemoteName, T>). */
const byRemote = (value: object) => fixed(Object.fromEntries(REMOTE_NAMES.map((name) => [name, value])));

/** contracts' AreaDeclaration, as area.ts rebuilds it from the known fields only. */
const areaDeclaration = {
  ...fixed({
    remote: remoteName,
    mounts: {
      type: 'array',
      items: fixed(
        { path: anyString, basePath: anyString, shell: { type: 'string', enum: ['main', 'public'] }, title: anyString },
        ['title'],
      ),
    },
    pages: { type: 'array', items: fixed({ path: anyString, permissions, title: anyString }, ['title']) },
    menu: {
      type: 'array',
      items: fixed(
        {
          id: anyString,
          label: anyString,
          icon: { type: 'string', description: 'SVG path data in a 24×24 box' },
          order: { type: 'number' },
          roles: permissions,
          to: anyString,
          children: { type: 'array', items: fixed({ label: anyString, to: anyString, roles: permissions }, ['roles']) },
        },
        ['to', 'children'],
      ),
    },
    messages: {
      type: 'object',
      description: 'Translations of the title and label keys, by language code',
      additionalProperties: { type: 'object', additionalProperties: anyString },
    },
  }),
  description: "The release's area: where the host mounts it, its pages and their permissions, its menu entries",
} as const;

/** contracts' RemoteRelease. */
export const releaseAnswer = fixed({
  remote: remoteName,
  version: anyString,
  entry: { type: 'string', description: "URL of the release's mf-manifest.json (or remoteEntry.js)" },
  created_at: instant,
  failures_24h: { ...count, description: 'Reported by signed-in users (a few per user an hour count)' },
  failures_total: count,
  anonymous_failures_24h: { ...count, description: 'Reported without a session (a few per address an hour count)' },
  anonymous_failures_total: count,
});

/** contracts' RemoteFailure. */
export const failureAnswer = fixed({
  message: anyString,
  area: { type: 'string', description: 'The path the user was on' },
  created_at: instant,
  anonymous: { type: 'boolean', description: 'Sent without a valid session: anyone could have sent it' },
  network: { anyOf: [fixed({ id: integerId, name: anyString }), { type: 'null' }] },
});

/** contracts' RemoteDeployToken (and NewRemoteDeployToken, with the token shown once). */
const deployTokenFields = {
  id: integerId,
  name: anyString,
  remote: remoteName,
  network_ids: {
    type: ['array', 'null'],
    items: integerId,
    description: 'The networks it may change; null: every network and the platform default',
  },
  created_at: instant,
  revoked_at: { ...nullableString, format: 'date-time' },
} as const;
export const deployTokenAnswer = fixed(deployTokenFields);
export const newDeployTokenAnswer = fixed({
  ...deployTokenFields,
  token: { type: 'string', description: 'The token itself: shown this once, only its sha256 is kept' },
});

/** contracts' RemoteRollout. */
export const rolloutAnswer = fixed({
  remote: remoteName,
  network_id: { type: ['integer', 'null'], minimum: 1, description: "null: the platform's default" },
  version: anyString,
  canary_version: nullableString,
  canary_percent: { type: 'integer', minimum: 0, maximum: 100 },
  previous_version: { ...nullableString, description: 'The stable release before the last change' },
  earlier: {
    type: 'array',
    description: 'The other stable releases it served, newest first: Roll back goes to any of them',
    items: fixed({ version: anyString, served_from: instant }),
  },
  updated_at: instant,
});

/** contracts' RemotesOverview. */
export const overviewAnswer = fixed({
  releases: { type: 'array', items: releaseAnswer },
  rollouts: { type: 'array', items: rolloutAnswer },
  networks: { type: 'array', items: fixed({ id: integerId, name: anyString, domain: anyString }) },
  configured: {
    ...byRemote(anyString),
    description: "Each remote's configured REMOTE_*_URL ({hostname} left in)",
  },
});

/** contracts' RemoteManifest. */
export const manifestAnswer = fixed({
  remotes: { ...byRemote(anyString), description: "Each remote's entry URL" },
  releases: byRemote(
    fixed({
      version: {
        type: 'string',
        description: `The release, or "${CONFIGURED_RELEASE_VERSION}" when none is rolled out`,
      },
      entry: anyString,
      area: { anyOf: [areaDeclaration, { type: 'null' }] },
      canary: { type: 'boolean', description: 'This user was sent to a canary release' },
    }),
  ),
  canary: { type: 'boolean', description: 'Some remote has a canary: a signed-in user asks again to learn his side' },
});
