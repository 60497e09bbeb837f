import { objectOf } from '../shared/http/schemas';

const recordId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** Length and macros are checked by the service with a message naming the field. */
const url = { type: 'string', minLength: 1, maxLength: 10_000 } as const;

export const idParams = objectOf({ id: recordId });
export const postbackBody = objectOf({
  url,
  offer_id: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
});
export const testBody = objectOf({ url });
export const decisionBody = objectOf({ decision: { type: 'string', enum: ['approve', 'reject'] } });
export const listQuery = objectOf(
  { status: { type: 'string', enum: ['live', 'pending', 'rejected'] }, publisher_id: recordId },
  [],
);
export const pageQuery = objectOf(
  { page: { type: 'integer', minimum: 1, maximum: 1_000_000 }, limit: { type: 'integer', minimum: 1, maximum: 100 } },
  [],
);
