import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The click id kept in the visitor's browser, a cookie of the tracking domain set by /click, read by the thank-you
 * page's pixel (integration-kit/pixel-routes.ts). One cookie per offer: a later click on offer B leaves offer A's
 * click in place, and the pixel of offer A can only ever read a click of offer A.
 */
export const CLICK_COOKIE_PREFIX = 'affnet_click_';

/** 30 days: the usual attribution window of a CPA offer. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const clickCookieName = (offerId: number) => `${CLICK_COOKIE_PREFIX}${offerId}`;

/**
 * Whether the visitor reached us over https: the socket's TLS, or behind a trusted proxy (TRUST_PROXY) the first
 * X-Forwarded-Proto value, as Fastify's `request.protocol` reads it.
 */
function overHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const proto = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return first === 'https';
}

/**
 * The Set-Cookie value of a click. The pixel loads from the advertiser's page, another site: only a SameSite=None
 * cookie travels there, and browsers keep those only with Secure, which needs https. Over plain http (a local or
 * test network) Lax is what a browser keeps. HttpOnly: the pixel reads it on the server, no script needs it.
 */
export function clickCookie(request: IncomingMessage, trustProxy: boolean, offerId: number, clickId: string): string {
  const site = overHttps(request, trustProxy) ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${clickCookieName(offerId)}=${clickId}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly; ${site}`;
}

/** The click id the browser keeps for an offer, when it sent one that looks like a click id. */
export function clickIdOfCookie(cookieHeader: string | undefined, offerId: number): string | undefined {
  if (!cookieHeader) return undefined;
  const name = clickCookieName(offerId);
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) {
      const value = pair.slice(at + 1).trim();
      return /^[A-Za-z0-9]{1,32}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
