import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, invalidField } from '../errors';
import { firstFieldWhere } from './field-search';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that answers whatever it is sent (/click): its handler makes the input storable itself. */
    keepsEveryRequest?: boolean;
  }
}

/** The path of the first string holding a NUL character in a parsed input (`rows.2.name`), or null. */
export const nulField = (value: unknown) =>
  firstFieldWhere(value, (item) => typeof item === 'string' && item.includes('\u0000'));

async function rejectNulCharacters(request: FastifyRequest) {
  if (request.routeOptions.config?.keepsEveryRequest) return;
  for (const part of [request.params, request.query, request.body]) {
    const field = nulField(part);
    if (field) throw invalidField(field, ERROR_CODES.wrongType, 'must not contain a NUL character');
  }
}

/**
 * PostgreSQL refuses a NUL character in text (SQLite keeps it), so such an input would fail only there, and as a
 * 500. Every route refuses it with a 400 naming the field, but /click, which never refuses a visitor (it drops the
 * character from what it stores).
 */
export const storableTextPlugin = globalPlugin(async (app) => {
  app.addHook('preHandler', rejectNulCharacters);
});
