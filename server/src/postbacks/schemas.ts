import { anyString, instant } from '../shared/http/answers';
import { nullableRecordId, objectOf, recordId } from '../shared/http/schemas';

/** PostbackStatus: live, waiting for the network's approval, or its last change refused. */
const postbackStatus = { type: 'string', enum: ['live', 'pending', 'rejected'] } as const;
/** Length and macros are checked by the service with a message naming the field. */
const url = { type: 'string', minLength: 1, maxLength: 10_000 } as const;

export const idParams = objectOf({ id: recordId });
const offerId = nullableRecordId;
export const postbackBody = objectOf({ url, offer_id: offerId });
/** The Test button's URL; with the postback's offer, its sample payout and currency are that offer's. */
export const testBody = objectOf({ url, offer_id: offerId }, ['url']);
export const decisionBody = objectOf({ decision: { type: 'string', enum: ['approve', 'reject'] } });
export const listQuery = objectOf({ status: postbackStatus, publisher_id: recordId }, []);
export const pageQuery = objectOf(
  { page: { type: 'integer', minimum: 1, maximum: 1_000_000 }, limit: { type: 'integer', minimum: 1, maximum: 100 } },
  [],
);

// What the routes answer (the payloads of @affnet/contracts' postback types), each shape once.

const idOrNull = (description: string) => ({ type: ['integer', 'null'], minimum: 1, description }) as const;
const stringOrNull = (description: string) => ({ type: ['string', 'null'], description }) as const;

/** Postback: a publisher's postback with its change waiting for approval or refused, if any. */
export const postbackAnswer = objectOf({
  id: recordId,
  publisher_id: recordId,
  publisher_name: anyString,
  offer_id: idOrNull('null: fires for every offer'),
  offer_name: stringOrNull('null: every offer'),
  url: stringOrNull('The URL in effect; null while a new postback waits for approval'),
  status: postbackStatus,
  pending_action: { type: ['string', 'null'], enum: ['create', 'update', 'delete', null] },
  pending_url: stringOrNull('The change waiting for approval, or the one refused'),
  pending_offer_id: idOrNull('The offer of the change waiting for approval, or of the one refused'),
  created_at: instant,
  updated_at: instant,
});

/** PostbackDelivery: one attempt to deliver a postback or a forwarding. */
export const deliveryAnswer = objectOf({
  id: recordId,
  postback_id: idOrNull('null for a network forwarding'),
  forwarding_id: idOrNull('The forwarding setting, for a forwarding delivery'),
  conversion_id: idOrNull('null when forwarding an advertiser postback of an unknown click'),
  click_id: anyString,
  url: anyString,
  status_code: { type: ['integer', 'null'], description: 'HTTP status; null when the request failed' },
  error: stringOrNull('Why the request failed'),
  attempt: { type: 'integer', minimum: 1 },
  duration_ms: { type: 'integer', minimum: 0 },
  created_at: instant,
});

/** PostbackTestResult: what the Test button's one request got. */
export const testResultAnswer = objectOf({
  url: { type: 'string', description: 'The URL as sent, its macros filled with sample values' },
  status_code: { type: ['integer', 'null'], description: 'HTTP status; null when the request failed' },
  error: stringOrNull('Why the request failed'),
  duration_ms: { type: 'integer', minimum: 0 },
});
