import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IPHONE, type TrackingFixture, trackingFixture } from './click-fixtures';
import { ACME } from './helpers';

/**
 * /click as a visitor's browser reaches it: over HTTP, where a plain Node handler answers it ahead of Fastify
 * (shared/http/direct-routes.ts). The other tests reach the same handler through Fastify's `inject`.
 */
async function listening(fixture: TrackingFixture): Promise<string> {
  await fixture.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(fixture.app.server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with its own Host header (fetch cannot set one): node:http, as a browser's request arrives. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method, headers: { host: ACME, 'user-agent': IPHONE, ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const clickIdOf = (response: Answer) => new URL(String(response.headers.location)).searchParams.get('c')!;

describe('GET /click over HTTP', () => {
  let f: TrackingFixture;
  let base: string;
  let publisher: number;
  beforeAll(async () => {
    f = await trackingFixture();
    base = await listening(f);
    publisher = await f.userId('publisher@acme.test');
  });
  afterAll(() => f.close());

  const row = async (clickId: string) => {
    await f.flush();
    return f.db.selectFrom('clicks').selectAll().where('click_id', '=', clickId).executeTakeFirstOrThrow();
  };

  it('redirects with the macros filled and records the click with the connection address', async () => {
    const offer = await f.addOffer();
    const response = await get(base, `/click?offer_id=${offer}&aff_id=${publisher}&aff_sub1=a+b%26c`);
    expect(response.status).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('s1')).toBe('a b&c');
    expect(await row(clickIdOf(response))).toMatchObject({
      offer_id: offer,
      publisher_id: publisher,
      ip: '127.0.0.1',
      sub1: 'a b&c',
      status: 'accepted',
    });
  });

  it('answers the same with a trailing slash, and the not-available page for an unknown host', async () => {
    const offer = await f.addOffer();
    const slash = await get(base, `/click/?offer_id=${offer}&aff_id=${publisher}`);
    expect(slash.status).toBe(302);
    expect((await row(clickIdOf(slash))).offer_id).toBe(offer);
    const unknown = await get(base, `/click?offer_id=${offer}&aff_id=${publisher}`, { host: 'nobody.example' });
    expect(unknown.status).toBe(200);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(unknown.body).toContain('This offer is not available');
  });

  it('leaves other methods to Fastify: HEAD is answered by the same handler, POST is not a route', async () => {
    const offer = await f.addOffer();
    const head = await get(base, `/click?offer_id=${offer}&aff_id=${publisher}`, {}, 'HEAD');
    expect(head.status).toBe(302);
    expect(head.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const post = await get(base, `/click?offer_id=${offer}&aff_id=${publisher}`, {}, 'POST');
    expect(post.status).toBe(404);
    expect(JSON.parse(post.body)).toMatchObject({ err: 1 });
  });
});

describe('GET /click over HTTP behind a trusted proxy (TRUST_PROXY)', () => {
  let f: TrackingFixture;
  let base: string;
  beforeAll(async () => {
    f = await trackingFixture({ TRUST_PROXY: 'true' });
    base = await listening(f);
  });
  afterAll(() => f.close());

  it("records the visitor's address, the first of X-Forwarded-For, over HTTP and through Fastify", async () => {
    const offer = await f.addOffer();
    const publisher = await f.userId('publisher@acme.test');
    const forwarded = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
    const response = await get(base, `/click?offer_id=${offer}&aff_id=${publisher}`, forwarded);
    expect(response.status).toBe(302);
    const injected = await f.app.inject({
      url: `/click?offer_id=${offer}&aff_id=${publisher}`,
      headers: { host: ACME, ...forwarded },
    });
    const ids = [clickIdOf(response), new URL(String(injected.headers.location)).searchParams.get('c')!];
    await f.flush();
    const rows = await f.db.selectFrom('clicks').select(['click_id', 'ip']).where('click_id', 'in', ids).execute();
    expect(rows.map((r) => r.ip)).toEqual(['203.0.113.7', '203.0.113.7']);
  });
});
