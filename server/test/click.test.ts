import { nowIso } from '../src/shared/clock';
import { IPHONE, type TrackingFixture, trackingFixture, WINDOWS } from './click-fixtures';
import { dayStats } from './day-stats';
import { ACME } from './helpers';

let f: TrackingFixture;
let publisher: number;
beforeAll(async () => {
  f = await trackingFixture();
  publisher = await f.userId('publisher@acme.test');
});
afterAll(() => f.close());
// Tests set Acme's fallback URL (a rejected click then redirects) and tracking domain: each starts without them,
// as seeded, and with a catalogue read afresh.
beforeEach(async () => {
  await f.db
    .updateTable('networks')
    .set({ fallback_url: f.acme.fallback_url, tracking_domain: f.acme.tracking_domain })
    .where('id', '=', f.acme.id)
    .execute();
  f.app.ctx.nodes.catalogueChanged();
});

async function clickRow(clickId: string) {
  await f.flush();
  return f.db.selectFrom('clicks').selectAll().where('click_id', '=', clickId).executeTakeFirstOrThrow();
}

async function lastClick() {
  await f.flush();
  return f.db.selectFrom('clicks').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
}

describe('GET /click', () => {
  it('redirects to the destination with the macros filled and URL-encoded, and records the click', async () => {
    const offer = await f.addOffer({
      destination_url:
        'https://shop.example/l?c={click_id}&a={aff_id}&s1={aff_sub1}&s5={aff_sub5}&o={offer_id}&x={other}',
    });
    const response = await f.click(
      { offer_id: offer, aff_id: publisher, aff_sub1: 'a b&c=d/é', aff_sub5: 'five' },
      { 'x-affnet-test-country': 'de' },
    );
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    const clickId = /c=([0-9a-f]{32})&/.exec(location)?.[1];
    expect(clickId).toBeDefined();
    expect(location).toBe(
      `https://shop.example/l?c=${clickId}&a=${publisher}&s1=a%20b%26c%3Dd%2F%C3%A9&s5=five&o=${offer}&x={other}`,
    );
    const row = await clickRow(clickId!);
    expect(row).toMatchObject({
      network_id: f.acme.id,
      offer_id: offer,
      publisher_id: publisher,
      status: 'accepted',
      reason: null,
      country: 'DE',
      os: 'ios',
      device: 'mobile',
      sub1: 'a b&c=d/é',
      sub2: null,
      sub5: 'five',
      ip: '127.0.0.1',
      user_agent: IPHONE,
    });
  });

  it('honours the test country header only from a loopback address', async () => {
    const offer = await f.addOffer({ countries: '["DE"]' });
    const remote = await f.app.inject({
      url: `/click?offer_id=${offer}&aff_id=${publisher}`,
      headers: { host: 'acme.localhost:3000', 'user-agent': IPHONE, 'x-affnet-test-country': 'DE' },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(200);
    expect(await lastClick()).toMatchObject({ status: 'rejected', reason: 'country', ip: '203.0.113.9' });
    const local = await f.click({ offer_id: offer, aff_id: publisher }, { 'x-affnet-test-country': 'DE' });
    expect(local.statusCode).toBe(302);
  });

  it('rejects by targeting with a reason code: country, OS, device', async () => {
    const byCountry = await f.addOffer({ countries: '["FR","BE"]' });
    const byOs = await f.addOffer({ os: '["android"]' });
    const byDevice = await f.addOffer({ devices: '["desktop"]' });
    const cases: [number, Record<string, string>, string | null][] = [
      [byCountry, { 'x-affnet-test-country': 'US' }, 'country'],
      [byCountry, { 'x-affnet-test-country': 'BE' }, null],
      [byOs, {}, 'os'],
      [byOs, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari' }, null],
      [byDevice, {}, 'device'],
      [byDevice, { 'user-agent': WINDOWS }, null],
    ];
    for (const [offer, headers, reason] of cases) {
      const response = await f.click({ offer_id: offer, aff_id: publisher }, headers);
      expect(response.statusCode).toBe(reason ? 200 : 302);
      if (reason) expect(response.body).toContain('This offer is not available');
      expect(await lastClick()).toMatchObject({ offer_id: offer, status: reason ? 'rejected' : 'accepted', reason });
    }
  });

  it('rejects unknown or inactive offers and unknown publishers, and never answers 500 to bad input', async () => {
    const paused = await f.addOffer({ status: 'paused' });
    const theirs = await f.addOffer({}, f.globex.id);
    const advertiser = await f.userId('advertiser@acme.test');
    const globexPublisher = await f.userId('publisher@globex.test', f.globex.id);
    const live = await f.addOffer();
    const cases: [Record<string, string | number>, string][] = [
      [{ offer_id: paused, aff_id: publisher }, 'offer_inactive'],
      [{ offer_id: theirs, aff_id: publisher }, 'offer_unknown'],
      [{ offer_id: 999999, aff_id: publisher }, 'offer_unknown'],
      [{ offer_id: 'abc', aff_id: publisher }, 'offer_unknown'],
      [{ offer_id: live, aff_id: advertiser }, 'publisher_unknown'],
      [{ offer_id: live, aff_id: globexPublisher }, 'publisher_unknown'],
      [{ offer_id: live, aff_id: '-1' }, 'publisher_unknown'],
    ];
    for (const [query, reason] of cases) {
      const response = await f.click(query);
      expect(response.statusCode).toBe(200);
      expect(await lastClick()).toMatchObject({ status: 'rejected', reason });
    }
    const odd = await f.app.inject({
      url: `/click?offer_id=1&offer_id=2&aff_id[]=x&aff_sub1=${'x'.repeat(5000)}`,
      headers: { host: 'acme.localhost:3000' },
    });
    expect(odd.statusCode).toBe(200);
    const unknownHost = await f.click({ offer_id: live, aff_id: publisher }, {}, 'nobody.localhost:3000');
    expect(unknownHost.statusCode).toBe(200);
  });

  it('never lets a click choose the host: an offer saved with a macro in its host is refused, its path filled', async () => {
    const moved = await f.addOffer({ destination_url: 'https://{aff_sub1}/lp?c={click_id}' });
    const response = await f.click({ offer_id: moved, aff_id: publisher, aff_sub1: 'evil.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(await lastClick()).toMatchObject({ status: 'rejected', reason: 'destination' });
    const fine = await f.addOffer({ destination_url: 'https://shop.example/{aff_sub1}?s={aff_sub1}#{aff_sub1}' });
    const redirected = await f.click({ offer_id: fine, aff_id: publisher, aff_sub1: 'evil.example/x' });
    expect(redirected.statusCode).toBe(302);
    expect(new URL(String(redirected.headers.location)).host).toBe('shop.example');
  });

  it('private and approval offers need an allowed access; rejected clicks go to the fallback URL when set', async () => {
    const hidden = await f.addOffer({ visibility: 'private' });
    const asked = await f.addOffer({ visibility: 'approval' });
    const now = nowIso();
    const access = (offer_id: number, status: 'allowed' | 'requested') =>
      f.db
        .insertInto('offer_access')
        .values({ offer_id, publisher_id: publisher, network_id: f.acme.id, status, created_at: now, decided_at: now })
        .execute();
    await access(asked, 'requested');
    f.app.ctx.nodes.catalogueChanged();
    expect((await f.click({ offer_id: hidden, aff_id: publisher })).statusCode).toBe(200);
    expect(await lastClick()).toMatchObject({ reason: 'not_allowed' });
    expect((await f.click({ offer_id: asked, aff_id: publisher })).statusCode).toBe(200);
    expect(await lastClick()).toMatchObject({ reason: 'not_allowed' });
    await access(hidden, 'allowed');
    f.app.ctx.nodes.catalogueChanged();
    expect((await f.click({ offer_id: hidden, aff_id: publisher })).statusCode).toBe(302);

    await f.db
      .updateTable('networks')
      .set({ fallback_url: 'https://acme.example/more-offers' })
      .where('id', '=', f.acme.id)
      .execute();
    f.app.ctx.nodes.catalogueChanged();
    const fallback = await f.click({ offer_id: asked, aff_id: publisher });
    expect(fallback.statusCode).toBe(302);
    expect(fallback.headers.location).toBe('https://acme.example/more-offers');
  });

  it('a click about to be rejected gets a second look at a catalogue older than a second', async () => {
    const offer = await f.addOffer({ visibility: 'approval' });
    await f.click({ offer_id: offer, aff_id: publisher });
    expect(await lastClick()).toMatchObject({ offer_id: offer, reason: 'not_allowed' });
    const now = nowIso();
    await f.db
      .insertInto('offer_access')
      .values({
        offer_id: offer,
        publisher_id: publisher,
        network_id: f.acme.id,
        status: 'allowed',
        created_at: now,
        decided_at: now,
      })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await f.click({ offer_id: offer, aff_id: publisher });
    expect(await lastClick()).toMatchObject({ offer_id: offer, status: 'accepted' });
  });

  it("gives the not-available page every answer's security headers, a redirect what a browser uses of them, and no CORS", async () => {
    const offer = await f.addOffer();
    const redirect = await f.click({ offer_id: offer, aff_id: publisher });
    const refused = await f.click({ offer_id: 999_999, aff_id: publisher });
    const other = await f.app.inject({
      url: '/healthz',
      headers: { host: ACME, origin: 'http://acme.localhost:3000' },
    });
    // What differs by nature: the body, its policy (a page's or not), the connection, and CORS (none on /click).
    const own = new Set([
      'content-type',
      'content-length',
      'content-security-policy',
      'date',
      'connection',
      'keep-alive',
      'vary',
    ]);
    const shared = Object.entries(other.headers).filter(
      ([name]) => !own.has(name) && !name.startsWith('access-control'),
    );
    expect(shared.length).toBeGreaterThan(8);
    expect(refused.statusCode).toBe(200);
    for (const [name, value] of shared) expect([name, refused.headers[name]]).toEqual([name, value]);
    // Its own policy: nothing runs, nothing frames it; only its own style and the network's uploaded logo load.
    expect(refused.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers).toMatchObject({
      'cache-control': 'no-store',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-length': '0',
    });
    expect(Object.keys(redirect.headers).sort()).toEqual(
      // set-cookie: the click id for the thank-you page's pixel (tracking/click-cookie.ts).
      ['cache-control', 'connection', 'content-length', 'date', 'location', 'referrer-policy', 'set-cookie'].sort(),
    );
    for (const response of [redirect, refused]) expect(response.headers.vary).toBeUndefined();
  });

  it('also answers on the network tracking domain, and counts a repeated visitor once as unique', async () => {
    await f.db
      .updateTable('networks')
      .set({ tracking_domain: 'track.acme.test' })
      .where('id', '=', f.acme.id)
      .execute();
    const offer = await f.addOffer();
    for (const ip of ['198.51.100.1', '198.51.100.1', '198.51.100.2']) {
      const response = await f.app.inject({
        url: `/click?offer_id=${offer}&aff_id=${publisher}`,
        headers: { host: 'track.acme.test', 'user-agent': IPHONE },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(302);
    }
    await f.flush();
    const [stats] = await dayStats(f.db, { offerId: offer });
    expect(stats).toMatchObject({ clicks: 3, unique_clicks: 2, conversions: 0 });
  });
});
