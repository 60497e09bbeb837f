import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { NetworkRow } from '../shared/db/schema';
import { clickCookie } from './click-cookie';
import { decideClick } from './clicks';
import { countryOfRequest } from './geo';
import { linkParametersOf } from './link-parameters';
import { refusedPageOf } from './refused-page';
import type { Tracking } from './tracking';
import { visitorLanguage } from './visitor-language';

/** Rejections a just-made change may undo (a new offer or publisher, an approval): worth a fresh catalogue. */
const SECOND_LOOK = new Set(['offer_unknown', 'offer_inactive', 'publisher_unknown', 'not_allowed']);
const SECOND_LOOK_MS = 1000;

/**
 * The headers helmet gives every answer (web-app/security-headers.ts): the "not available" page carries them with a
 * policy of its own (refused-page.ts: nothing runs, nothing frames it), and click.test.ts holds them equal to another
 * route's.
 */
const PAGE_HEADERS = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'cross-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
  ['cache-control', 'no-store'],
].flat();

/**
 * A redirect has no body for a browser to render, sniff or frame: of those headers it carries what a browser uses
 * when following it. No cache (each visit is a click), and the referrer policy, which decides what the offer's site
 * sees of the page the visitor came from (a publisher's page: its origin only). Node checks each header's name and
 * value: with the full set, those checks took 8 % of /click's time in a profile.
 */
const REDIRECT_HEADERS = ['cache-control', 'no-store', 'referrer-policy', 'strict-origin-when-cross-origin'];

/**
 * The visitor's address: the connection's, or behind a trusted proxy (TRUST_PROXY) the first of X-Forwarded-For,
 * as Fastify's `request.ip` gives it.
 */
function visitorIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  if (forwarded) {
    const first = (Array.isArray(forwarded) ? forwarded[0]! : forwarded).split(',')[0]!.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? '';
}

function redirect(response: ServerResponse, location: string, cookie: string | null): void {
  const headers = [...REDIRECT_HEADERS, 'location', location, 'content-length', '0'];
  if (cookie) headers.push('set-cookie', cookie);
  response.writeHead(302, headers);
  response.end();
}

/** The refused-click page in the network's brand (none for an unknown host) and the visitor's language. */
function notAvailable(request: IncomingMessage, response: ServerResponse, network: NetworkRow | null): void {
  const page = refusedPageOf(network, visitorLanguage(request.headers['accept-language']));
  response.writeHead(200, [
    ...PAGE_HEADERS,
    'content-security-policy',
    page.policy,
    'content-type',
    'text/html; charset=utf-8',
    'content-length',
    String(Buffer.byteLength(page.html)),
  ]);
  response.end(page.html);
}

export interface ClickAnswerOptions {
  trustProxy: boolean;
  production: boolean;
  /** Warnings and errors of /click (its requests are not logged one by one). */
  log: FastifyBaseLogger;
}

/**
 * A visitor's click, answered with Node's own request and response (shared/http/direct-routes.ts): recorded, then a
 * 302 to the offer with its macros filled, or to the network's fallback URL, or the "not available" page. Never an
 * error page: a click that cannot be handled is logged and answered "not available".
 */
export function clickAnswerer(tracking: Tracking, options: ClickAnswerOptions) {
  return async function answerClick(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const known = tracking.catalogue(request.headers.host);
      const catalogue = known instanceof Promise ? await known : known;
      if (!catalogue) return notAvailable(request, response, null);
      const ip = visitorIp(request, options.trustProxy);
      const link = linkParametersOf(request.url ?? '', catalogue.clickRefParameter);
      const clickRequest = {
        offer_id: link.offer_id,
        aff_id: link.aff_id,
        subs: link.subs,
        ip,
        userAgent: request.headers['user-agent'] ?? '',
        country: countryOfRequest(ip, request.headers['x-affnet-test-country'], options.production),
        now: tracking.now(),
      };
      let { click, location } = decideClick(catalogue, clickRequest);
      if (click.reason && SECOND_LOOK.has(click.reason)) {
        const fresh = await tracking.fresh(request.headers.host, SECOND_LOOK_MS);
        if (fresh && fresh !== catalogue) ({ click, location } = decideClick(fresh, clickRequest));
      }
      const backlog = tracking.writer.add(click);
      if (backlog) await backlog;
      const to = location ?? catalogue.network.fallback_url;
      // An accepted click is kept for the thank-you page's pixel (click-cookie.ts); a refused one converts nothing.
      const cookie =
        location && typeof click.offer_id === 'number'
          ? clickCookie(request, options.trustProxy, click.offer_id, click.click_id)
          : null;
      if (to) return redirect(response, to, cookie);
      return notAvailable(request, response, catalogue.network);
    } catch (error) {
      options.log.error({ err: error, url: request.url }, 'click could not be handled');
      if (!response.headersSent) notAvailable(request, response, null);
      else response.end();
    }
  };
}
