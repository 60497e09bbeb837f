/** What the API keys calls take and answer (@affnet/contracts' credentials types). */
import { instant } from '../shared/http/answers';
import { objectOf, recordId } from '../shared/http/schemas';

const date = { ...instant, description: 'ISO 8601 date and time the keys were made' } as const;
const apikey = { type: 'string', description: 'Sent as the apikey header; not a secret' } as const;

export const publisherParams = objectOf({
  id: { ...recordId, description: "The publisher's id" },
});
export const confirmBody = objectOf({ confirm: { type: 'boolean', const: true } });

/** NewPublisherCredentials: a fresh pair; the secret is shown this once and stored only as a hash. */
export const newCredentialsAnswer = objectOf({
  apikey,
  secretkey: { type: 'string', description: 'Sent as the secretkey header; shown only in this answer' },
  created_at: date,
});

/** PublisherCredentials: the apikey only, never the secret; null when the publisher has no keys yet. */
export const credentialsAnswer = {
  oneOf: [objectOf({ apikey, created_at: date }), objectOf({ apikey: { type: 'null', description: 'No keys yet' } })],
} as const;
