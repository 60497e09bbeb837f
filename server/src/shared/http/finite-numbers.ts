import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, invalidField } from '../errors';
import { firstFieldWhere } from './field-search';
import { globalPlugin } from './global-plugin';

/** The path of the first number that is not finite in a parsed input (`rows.2.payout`), or null. */
export const nonFiniteField = (value: unknown) =>
  firstFieldWhere(value, (item) => typeof item === 'number' && !Number.isFinite(item));

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
