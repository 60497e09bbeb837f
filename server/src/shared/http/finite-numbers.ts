import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, invalidField } from '../errors';
import { globalPlugin } from './global-plugin';

/** Deeper than any input of the API: a body nested further is not searched (its schema refuses it anyway). */
const MAX_DEPTH = 8;

/** The path of the first number that is not finite in a parsed input (`rows.2.payout`), or null. */
export function nonFiniteField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || 'value';
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

async function rejectInfiniteNumbers(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = nonFiniteField(part);
    if (field) throw invalidField(field, ERROR_CODES.wrongType, 'must be a finite number');
  }
}

/**
 * ajv coerces "1e400" or "Infinity" in a query or path to Infinity and lets it through `integer` and `maximum`, and
 * JSON reads 1e400 as Infinity; the database then fails on it. Checked for every route after validation, so such a
 * request is a 400 naming the field, never a 500.
 */
export const finiteNumbersPlugin = globalPlugin(async (app) => {
  app.addHook('preHandler', rejectInfiniteNumbers);
});
