import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, invalidField } from '../errors';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that answers whatever it is sent (/click): its handler makes the input storable itself. */
    keepsEveryRequest?: boolean;
  }
}

const MAX_DEPTH = 8;

/** The path of the first string holding a NUL character in a parsed input (`rows.2.name`), or null. */
export function nulField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

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
