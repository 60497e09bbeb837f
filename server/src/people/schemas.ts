import { ACCOUNT_LOGIN_TYPE, PERSON_STATUSES, PUBLISHER_SORTS } from '@affnet/contracts';
import { email, objectOf, password, text } from '../shared/http/schemas';

const recordId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const status = { type: 'string', enum: [...PERSON_STATUSES] } as const;

export const idParams = objectOf({ id: recordId });

const personFields = {
  name: text(200),
  email,
  company_name: text(200),
  password,
  status,
};

export const publisherBody = objectOf(
  { ...personFields, account_manager_id: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 } },
  ['name', 'email', 'company_name', 'status'],
);

export const advertiserBody = objectOf(personFields, ['name', 'email', 'company_name']);

export const statusBody = objectOf({ status });
export const autoApproveBody = objectOf({ auto_approve: { type: 'boolean' } });
export const cutbackBody = objectOf({ cutback_percent: { type: 'integer', minimum: 0, maximum: 100 } });

export const managerBody = objectOf({ name: text(200), email, skypeId: text(200, 0) });

const inviteKind = { type: 'string', enum: ['publisher', 'advertiser'] } as const;
export const inviteBody = objectOf({ kind: inviteKind });

export const viewBody = objectOf(
  {
    options: objectOf(
      {
        page: { type: 'integer', minimum: 1, maximum: 100_000 },
        limit: { type: 'integer', minimum: 1, maximum: 200 },
        sort: { type: 'string', enum: [...PUBLISHER_SORTS] },
        order: { type: 'string', enum: ['asc', 'desc'] },
        status,
      },
      ['page', 'limit'],
    ),
    search: text(200, 0),
  },
  ['options'],
);

export const advertiserQuery = objectOf(
  {
    search: text(200, 0),
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
  },
  [],
);

// What the routes answer (the payloads of @affnet/contracts' people types), each shape once.

const id = recordId;
const str = { type: 'string' } as const;
const date = { type: 'string', description: 'ISO 8601 date and time' } as const;
const count = { type: 'integer', minimum: 0 } as const;

/** A JSON array of one shape. */
export const listOf = (items: object) => ({ type: 'array', items }) as const;

/** NetworkAccountManager: an account manager of the network. */
export const accountManagerAnswer = objectOf({ id, name: str, email: str, skypeId: str });

/** PublisherProfile: the signed-in publisher's own profile. */
export const publisherProfileAnswer = objectOf({
  id,
  name: str,
  email: str,
  company_name: str,
  account_manager: {
    ...objectOf({ name: str, email: str, skypeId: str }),
    type: ['object', 'null'],
    description: 'His account manager, null when he has none',
  },
});

/** PublisherDetail: the owner's view of one publisher. */
export const publisherDetailAnswer = objectOf({
  id,
  name: str,
  email: str,
  company_name: str,
  status,
  auto_approve: { type: 'boolean' },
  cutback_percent: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent of his conversions withheld' },
  account_manager: { ...accountManagerAnswer, type: ['object', 'null'], description: 'null when he has none' },
  created_at: date,
  has_credentials: { type: 'boolean', description: 'Whether he has API keys' },
});

/** PublisherListItem: a row of GET /api/publisher/list/. */
export const publisherListItemAnswer = objectOf({ id, name: str, email: str, status });

/** NamedPublisher: a publisher for a picker. */
export const namedPublisherAnswer = objectOf({ id, name: str });

/** PublisherViewRow: a publisher with the figures of his last 30 days (money in minor units, owner only). */
export const publisherViewRowAnswer = objectOf({
  id,
  name: str,
  email: str,
  company_name: str,
  status,
  auto_approve: { type: 'boolean' },
  cutback_percent: { type: 'integer', minimum: 0, maximum: 100 },
  created_at: date,
  clicks: count,
  conversions: count,
  payout: { type: 'integer', description: 'What he earned, in minor units of `currency`' },
  currency: { type: 'string', description: "The network's reporting currency" },
});

/** LoginAsPublisher: what the /ext hand-off needs. */
export const loginAsAnswer = objectOf({
  accountToken: str,
  loginType: { const: ACCOUNT_LOGIN_TYPE },
  url: { type: 'string', description: '/ext/login?accountToken=… on the network’s dashboard' },
  publisher: namedPublisherAnswer,
});

/** NetworkInvite: a registration link. */
export const inviteAnswer = objectOf({
  token: str,
  kind: inviteKind,
  url: { type: 'string', description: 'The registration page of the invite' },
  expires_at: { type: ['string', 'null'], description: 'ISO 8601; null: never expires' },
  created_at: date,
});

/** Advertiser: an advertiser as the owner lists him. */
export const advertiserAnswer = objectOf({ id, name: str, email: str, company_name: str, status, created_at: date });
