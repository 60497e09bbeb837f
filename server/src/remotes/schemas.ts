import { RELEASE_VERSION_PATTERN, REMOTE_NAMES } from '@affnet/contracts';
import type { FromSchema } from 'json-schema-to-ts';
import { objectOf, recordId, text } from '../shared/http/schemas';

export const remoteName = { type: 'string', enum: [...REMOTE_NAMES] } as const;
export const version = {
  type: 'string',
  minLength: 1,
  maxLength: 60,
  pattern: RELEASE_VERSION_PATTERN.source,
} as const;

/** `default` (the platform default) or a networks.id (a recordId, as its digits). */
const network = { type: 'string', minLength: 1, maxLength: 16, pattern: '^(default|[1-9][0-9]{0,15})$' } as const;

export const rolloutParams = objectOf({ remote: remoteName, network });
export type RolloutParams = FromSchema<typeof rolloutParams>;

export const releaseBody = objectOf(
  {
    remote: remoteName,
    version,
    entry_url: {
      type: 'string',
      minLength: 1,
      maxLength: 500,
      pattern: '^(/|https?://)[^\\s]*$',
      description:
        "Where the release's mf-manifest.json is: an http(s) URL (`{hostname}`: the page's host), or a file of this server's releases folder; without it, the release folder's",
    },
    // Checked field by field by the service (it reads area.json with the same rules).
    area: {
      type: 'object',
      description: "The release's area declaration (AreaDeclaration); without it, the release folder's area.json",
    },
    make_default: {
      type: 'boolean',
      description: 'Also make it the platform default (audited); registering alone changes what no network gets',
    },
  },
  ['remote', 'version'],
);

export const rolloutBody = objectOf(
  {
    version,
    canary_version: { ...version, type: ['string', 'null'] },
    canary_percent: { type: 'integer', minimum: 0, maximum: 100 },
  },
  ['version'],
);

/** What the host reports of a remote that failed; the message may be long (a stack), it is cut when stored. */
export const failureBody = objectOf({
  remote: remoteName,
  version: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[0-9A-Za-z.+-]+$' },
  area: { type: 'string', minLength: 0, maxLength: 500 },
  message: { type: 'string', minLength: 1, maxLength: 20_000 },
});

/** Roll back: to one of the rollout's earlier releases, or without a body to the one before the last change. */
export const rollbackBody = {
  type: ['object', 'null'],
  description: 'Nothing (the release before the last change), or the earlier release to go back to',
  properties: { version },
  additionalProperties: false,
} as const;

export const releaseParams = objectOf({ remote: remoteName, version });

export const deployTokenBody = objectOf(
  {
    name: { ...text(60), description: 'The team, as the audit log names its changes' },
    remote: remoteName,
    network_ids: {
      type: ['array', 'null'],
      items: recordId,
      maxItems: 200,
      description: 'Only these networks (never the platform default); absent or null: every network',
    },
  },
  ['name', 'remote'],
);

export const deployTokenParams = objectOf({ id: recordId });
