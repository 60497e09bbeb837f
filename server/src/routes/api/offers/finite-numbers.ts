import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, invalidField } from '../../../errors';

/**
 * ajv coerces "1e400" in a query or path to Infinity and lets it through `integer` and `maximum`; SQLite then
 * fails on it. Checked after validation so such a request is a 400 naming the field, not a 500.
 */
export async function rejectInfiniteNumbers(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    if (typeof part !== 'object' || part === null) continue;
    for (const [key, value] of Object.entries(part)) {
      if (typeof value === 'number' && !Number.isFinite(value))
        throw invalidField(key, ERROR_CODES.wrongType, 'must be a finite number');
    }
  }
}
