import { ERROR_CODES } from '@affnet/contracts';

/**
 * JSON schemas of the answers: the envelope around a route's payload, and the failure every route may give. They are
 * the response part of each route's schema, so the OpenAPI document (GET /api/docs) says what a call returns.
 */

/** Building blocks of the answer schemas, one of each for every area. */
export const anyString = { type: 'string' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const instant = { type: 'string', format: 'date-time', description: 'ISO 8601 date and time' } as const;
/** An id in an answer: a stored row's (bigint since migration 017) or a computed one. */
export const integerId = { type: 'integer', minimum: 1 } as const;
export const count = { type: 'integer', minimum: 0 } as const;
export const listOf = (items: object) => ({ type: 'array', items }) as const;
export const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;

/** `{ err: 1, msg, code, field?, params? }`: every failure, the framework's own included. */
export const errorAnswer = {
  type: 'object',
  description: 'A failure: a readable sentence, a stable code and, when it is about one input, that field',
  properties: {
    err: { const: 1 },
    msg: { type: 'string' },
    code: { type: 'string', enum: Object.values(ERROR_CODES) },
    field: { type: 'string' },
    params: { type: 'object' },
  },
  required: ['err', 'msg', 'code'],
  additionalProperties: false,
} as const;

/** `{ err: 0, msg, payload }`, or `{ err: 0, msg }` when the call returns no payload. */
export function okAnswer(payload?: object, description = 'Done') {
  return {
    type: 'object',
    description,
    properties: { err: { const: 0 }, msg: { type: 'string' }, ...(payload ? { payload } : {}) },
    required: payload ? ['err', 'msg', 'payload'] : ['err', 'msg'],
    additionalProperties: false,
  } as const;
}

/** A page of a list (contracts' Page<T>): its rows, how many in all, which page of what size. */
export function pageOf(item: object, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      rows: { type: 'array', items: item },
      total: { type: 'integer', minimum: 0 },
      page: { type: 'integer', minimum: 1 },
      limit: { type: 'integer', minimum: 1 },
      ...extra,
    },
    required: ['rows', 'total', 'page', 'limit', ...Object.keys(extra)],
    additionalProperties: false,
  } as const;
}

/** A body that is not JSON: a CSV or an image download, a redirect. */
export const fileAnswer = (mediaType: string, description: string) =>
  ({ description, content: { [mediaType]: { schema: { type: 'string' } } } }) as const;

export const redirectAnswer = (description: string) => ({ description, type: 'null' }) as const;
