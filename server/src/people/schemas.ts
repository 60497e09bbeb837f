import { PERSON_STATUSES, PUBLISHER_SORTS } from '@affnet/contracts';
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

export const inviteBody = objectOf({ kind: { type: 'string', enum: ['publisher', 'advertiser'] } });

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
