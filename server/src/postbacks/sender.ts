import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkTarget, type PrivateTargets } from '../shared/private-targets';

export interface SendResult {
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  /** The target was refused by the guard: not worth a retry. */
  refused: boolean;
}

/** A DNS lookup that always answers the address the guard checked (no second resolution, no rebinding). */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * Kept-alive connections, one pool per kind of address: a socket opened to an address checked as public is only
 * ever reused for public targets, so a connection to a private address (one the operator allows) serves no other.
 */
const AGENTS = {
  guarded: {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  },
  open: {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  },
};

/** One GET of an already checked target; the answer body is drained and ignored; no redirect is followed. */
function get(url: URL, address: string, family: 4 | 6, timeoutMs: number, isPrivate: boolean): Promise<number> {
  const secure = url.protocol === 'https:';
  const client = secure ? https : http;
  const pool = isPrivate ? AGENTS.open : AGENTS.guarded;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(address, family),
        timeout: timeoutMs,
        agent: secure ? pool.https : pool.http,
        headers: { 'user-agent': 'affnet-postback/1', accept: '*/*' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end();
  });
}

/** Checks the target with the SSRF guard, then fires it once; never throws. */
export async function sendPostback(
  rawUrl: string,
  privateTargets: PrivateTargets,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = await checkTarget(rawUrl, privateTargets);
  if (!target.ok) {
    return { status_code: null, error: target.reason, duration_ms: elapsed(), refused: !target.unresolved };
  }
  try {
    const status = await get(target.url, target.address, target.family, timeoutMs, target.private);
    return { status_code: status, error: null, duration_ms: elapsed(), refused: false };
  } catch (error) {
    const message = (error as Error).message || String(error);
    return { status_code: null, error: message.slice(0, 500), duration_ms: elapsed(), refused: false };
  }
}
