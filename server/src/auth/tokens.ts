import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { nowSeconds } from '../shared/clock';

/** HS256 JSON Web Tokens with node:crypto; standard base64url parts so `jwt-decode` reads them in the browser. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const MAX_TOKEN_LENGTH = 8192;

function signature(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signToken(claims: object, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${signature(body, secret).toString('base64url')}`;
}

function parseJsonPart(part: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The claims of a well-formed, correctly signed, unexpired token; null otherwise. */
export function verifyToken(token: string, secret: string, at = nowSeconds()) {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  const headerJson = parseJsonPart(header) as { alg?: unknown } | null;
  if (headerJson?.alg !== 'HS256') return null;
  if (!/^[A-Za-z0-9_-]+$/.test(sig)) return null;
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseJsonPart(payload);
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const record = claims as Record<string, unknown>;
  if (typeof record.exp !== 'number' || record.exp <= at) return null;
  if (typeof record.sub !== 'string' || !/^[1-9][0-9]{0,15}$/.test(record.sub)) return null;
  return record;
}

/** Tokens and reset links are stored only as this hash. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
