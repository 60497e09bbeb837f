import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError, ERROR_CODES } from '../errors';
import { globalPlugin } from './global-plugin';

/** What a request's Host header names, lower-cased: `host` is name and port as sent, `hostname` the name alone. */
export interface RequestHost {
  host: string;
  hostname: string;
  port: string;
}

/** A DNS name (labels of letters, digits, `-` and `_`, an ending dot allowed) or a bracketed IPv6 literal, then a port. */
const HOST =
  /^(?:((?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.?)|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/;

/**
 * The host a Host header (or a URL's host) names, or null when it names none: absent, empty, or not a host name.
 * The one reading of the header: tenant look-up, catalogues and the page's policy all take what it gives.
 */
export function readHost(header: string | undefined): RequestHost | null {
  const host = (header ?? '').trim().toLowerCase();
  const match = host.length <= 300 ? HOST.exec(host) : null;
  if (!match) return null;
  const [, name, ipv6, port = ''] = match;
  if (name !== undefined && name.length > 254) return null;
  if (ipv6 !== undefined && isIP(ipv6) !== 6) return null;
  if (port && Number(port) > 65535) return null;
  return { host, hostname: name ?? `[${ipv6}]`, port };
}

/** The host a request names (Host header trimmed and lower-cased), or null when it names none a network could have. */
export function hostOf(hostHeader: string | undefined): string | null {
  return readHost(hostHeader)?.host ?? null;
}

/**
 * Whether a Host header may be answered: a host name, or none at all (HTTP/1.0 has none, and an empty one names no
 * authority). Anything else would reach a tenant look-up, a URL or an answer's header.
 */
export function isAnswerableHost(header: string | undefined): boolean {
  return !header?.trim() || readHost(header) !== null;
}

export const invalidHostHeader = () =>
  new AppError(
    400,
    ERROR_CODES.invalidInput,
    'Host: the Host header is not a host name (a name or an IP address, and a port)',
  );

/** Refuses a request whose Host header is no host name, before any route, tenant or page sees it (400 in the envelope). */
export const hostHeaderPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isAnswerableHost(request.headers.host)) throw invalidHostHeader();
  });
});
