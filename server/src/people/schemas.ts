import { ACCOUNT_LOGIN_TYPE, MAX_CUTBACK_PERCENT, PERSON_STATUSES, PUBLISHER_SORTS } from '@affnet/contracts';
import { anyString, count, instant } from '../shared/http/answers';
import { email, nameText, nullableRecordId, objectOf, password, recordId, text } from '../shared/http/schemas';

const status = { type: 'string', enum: [...PERSON_STATUSES] } as const;

export const idParams = objectOf({ id: recordId });

const personFields = {
  name: nameText,
  email,
  company_name: nameText,
  password,
  status,
};

export const publisherBody = objectOf({ ...personFields, account_manager_id: nullableRecordId }, [
  'name',
  'email',
  'company_name',
  'status',
]);

export const advertiserBody = objectOf(personFields, ['name', 'email', 'company_name']);

export const statusBody = objectOf({ status });
export const autoApproveBody = objectOf({ auto_approve: { type: 'boolean' } });
export const cutbackBody = objectOf({ cutback_percent: { type: 'integer', minimum: 0, maximum: MAX_CUTBACK_PERCENT } });

export const managerBody = objectOf({ name: nameText, email, skypeId: text(200, 0) });

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

/** A JSON array of one shape. */

/** NetworkAccountManager: an account manager of the network. */
export const accountManagerAnswer = objectOf({ id, name: anyString, email: anyString, skypeId: anyString });

/** PublisherProfile: the signed-in publisher's own profile. */
export const publisherProfileAnswer = objectOf({
  id,
  name: anyString,
  email: anyString,
  company_name: anyString,
  account_manager: {
    ...objectOf({ name: anyString, email: anyString, skypeId: anyString }),
    type: ['object', 'null'],
    description: 'His account manager, null when he has none',
  },
});

/** A publisher's account as the owner manages it: the fields his detail and his row in the list share. */
const publisherAccountFields = {
  id,
  name: anyString,
  email: anyString,
  company_name: anyString,
  status,
  auto_approve: { type: 'boolean' },
  cutback_percent: {
    type: 'integer',
    minimum: 0,
    maximum: MAX_CUTBACK_PERCENT,
    description: 'Percent of his conversions withheld',
  },
} as const;

/** PublisherDetail: the owner's view of one publisher. */
export const publisherDetailAnswer = objectOf({
  ...publisherAccountFields,
  account_manager: { ...accountManagerAnswer, type: ['object', 'null'], description: 'null when he has none' },
  created_at: instant,
  has_credentials: { type: 'boolean', description: 'Whether he has API keys' },
});

/** PublisherListItem: a row of GET /api/publisher/list/. */
export const publisherListItemAnswer = objectOf({ id, name: anyString, email: anyString, status });

/** NamedPublisher: a publisher for a picker. */
export const namedPublisherAnswer = objectOf({ id, name: anyString });

/** PublisherViewRow: a publisher with the figures of his last 30 days (money in minor units, owner only). */
export const publisherViewRowAnswer = objectOf({
  ...publisherAccountFields,
  created_at: instant,
  clicks: count,
  conversions: count,
  payout: {
    type: 'integer',
    description: "What he earned, in minor units of `currency`: other currencies converted at the owner's rates",
  },
  currency: { type: 'string', description: "The network's reporting currency" },
  amounts: {
    type: 'array',
    minItems: 1,
    items: objectOf({
      currency: { type: 'string', description: 'ISO 4217' },
      converted: { type: 'boolean', description: "The reporting currency's line: some was converted at the rates" },
      payout: { type: 'integer', description: 'In minor units of this line’s currency' },
    }),
    description:
      'His payout per currency, never added: the reporting currency first (`payout`), then each currency without a rate',
  },
});

/** LoginAsPublisher: what the /ext hand-off needs. */
export const loginAsAnswer = objectOf({
  accountToken: anyString,
  loginType: { const: ACCOUNT_LOGIN_TYPE },
  url: { type: 'string', description: '/ext/login?accountToken=… on the network’s dashboard' },
  publisher: namedPublisherAnswer,
});

/** NetworkInvite: a registration link. */
export const inviteAnswer = objectOf({
  token: anyString,
  kind: inviteKind,
  url: { type: 'string', description: 'The registration page of the invite' },
  expires_at: { type: ['string', 'null'], description: 'ISO 8601; null: never expires' },
  created_at: instant,
});

/** Advertiser: an advertiser as the owner lists him. */
export const advertiserAnswer = objectOf({
  id,
  name: anyString,
  email: anyString,
  company_name: anyString,
  status,
  created_at: instant,
});
