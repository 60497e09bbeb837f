import type { FastifyInstance, InjectOptions } from 'fastify';
import { ACME } from '../helpers';
import { call } from '../offers-helpers';
import type { Role } from './types';

/** A session of each role at Acme, and of Globex's owner and publisher. */
export type Tokens = Record<Role | 'globex' | 'globexPublisher', string>;

/**
 * A setup call of the walk's fixtures: its payload when it answered 2xx, else it fails the setup with the answer.
 * Fixtures go through the API, like the rows, and not through the source tree.
 */
export async function must<T = Record<string, unknown>>(
  app: FastifyInstance,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  host = ACME,
): Promise<T> {
  const { status, body, response } = await call<T>(app, token, method, url, payload, host);
  if (status < 200 || status >= 300) throw new Error(`${method} ${url}: ${status} ${response.body.slice(0, 300)}`);
  return body.payload as T;
}
