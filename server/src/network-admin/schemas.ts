/** What the super admin's network calls take and answer (@affnet/contracts' network-admin types). */
import { anyString, count, instant } from '../shared/http/answers';
import { networkId, objectOf, recordId, text } from '../shared/http/schemas';

const id = recordId;
const status = { type: 'string', enum: ['active', 'inactive'] } as const;

export const idParams = objectOf({ id });
export const forceQuery = objectOf(
  { force: { type: 'boolean', description: 'Delete a network that has clicks or conversions too' } },
  [],
);

export const searchBody = objectOf(
  {
    search: { type: 'string', maxLength: 200 },
    status: { type: 'string', enum: ['', 'active', 'inactive'] },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    sort: { type: 'string', enum: ['company_name', 'network_id', 'created_at', 'status', 'members', 'offers'] },
    order: { type: 'string', enum: ['asc', 'desc'] },
  },
  [],
);

export const updateBody = objectOf({
  id,
  company_name: text(200),
  dashboard_domain: { type: 'string', minLength: 3, maxLength: 300 },
  status,
});

export const statusBody = objectOf({ network_id: networkId, status });
export const decisionBody = objectOf({ decision: { type: 'string', enum: ['approve', 'reject'] } });

/** NetworkDataListItem: a network for a picker. */
export const networkItemAnswer = objectOf({ id, network_id: anyString, company_name: anyString });

/** AdminNetwork: one network as the super admin sees it. */
export const adminNetworkAnswer = objectOf({
  id,
  network_id: anyString,
  company_name: anyString,
  dashboard_domain: anyString,
  status,
  created_at: instant,
  owner_email: { type: ['string', 'null'], description: 'null for a network without an owner' },
  owner_name: { type: ['string', 'null'], description: 'null for a network without an owner' },
  members: { ...count, description: 'Its users, the owner included' },
  offers: count,
  review: {
    type: ['string', 'null'],
    enum: ['pending', 'approved', 'rejected', null],
    description: 'The review of a self-service sign-up; null for a network created by the platform',
  },
  reviewed_at: { type: ['string', 'null'], description: 'ISO 8601; null until reviewed' },
});

/** NetworkDeletion: what was removed with the network. */
export const deletionAnswer = objectOf({ id, network_id: anyString, clicks: count, conversions: count });
