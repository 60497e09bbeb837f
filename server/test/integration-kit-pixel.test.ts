import { now } from '../src/shared/clock';
import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';

let f: TrackingFixture;
let publisher: number;
beforeAll(async () => {
  f = await trackingFixture();
  publisher = await f.userId('publisher@acme.test');
});
afterAll(() => f.close());
afterEach(() => {
  f.tracking.now = now;
});

const THIRTY_DAYS = 30 * 24 * 60 * 60;

/** The click id the browser keeps from /click's answer, under the cookie's name. */
function cookieOf(setCookie: unknown): { name: string; value: string; attributes: string } {
  const text = String(setCookie);
  const [pair = '', ...attributes] = text.split('; ');
  const [name = '', value = ''] = pair.split('=');
  return { name, value, attributes: attributes.join('; ') };
}

async function clickWithCookie(offerId: number) {
  const response = await f.click({ offer_id: offerId, aff_id: publisher });
  expect(response.statusCode).toBe(302);
  const clickId = new URL(String(response.headers.location)).searchParams.get('c') as string;
  return { clickId, cookie: cookieOf(response.headers['set-cookie']) };
}

function pixel(query: Record<string, string | number>, cookie?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return f.app.inject({ url: `/pixel?${qs}`, headers: { host: ACME, ...(cookie ? { cookie } : {}) } });
}

const conversionsOf = (clickId: string) =>
  f.db.selectFrom('conversions').select(['offer_id', 'status', 'txn_id']).where('click_id', '=', clickId).execute();

function expectGif(response: Awaited<ReturnType<typeof pixel>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/gif');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
}

describe('the click cookie', () => {
  it('/click keeps the accepted click id in a cookie of its offer, Lax over plain http, for 30 days', async () => {
    const offer = await f.addOffer();
    const { clickId, cookie } = await clickWithCookie(offer);
    expect(cookie).toEqual({
      name: `affnet_click_${offer}`,
      value: clickId,
      attributes: `Max-Age=${THIRTY_DAYS}; Path=/; HttpOnly; SameSite=Lax`,
    });
  });

  it('a refused click sets no cookie', async () => {
    const paused = await f.addOffer({ status: 'paused' });
    const response = await f.click({ offer_id: paused, aff_id: publisher });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('over https behind a trusted proxy the cookie is SameSite=None; Secure (the pixel loads on another site)', async () => {
    const proxied = await trackingFixture({ TRUST_PROXY: '1' });
    try {
      const offer = await proxied.addOffer();
      const aff = await proxied.userId('publisher@acme.test');
      const https = await proxied.click({ offer_id: offer, aff_id: aff }, { 'x-forwarded-proto': 'https' });
      expect(cookieOf(https.headers['set-cookie']).attributes).toBe(
        `Max-Age=${THIRTY_DAYS}; Path=/; HttpOnly; SameSite=None; Secure`,
      );
      const http = await proxied.click({ offer_id: offer, aff_id: aff }, { 'x-forwarded-proto': 'http' });
      expect(cookieOf(http.headers['set-cookie']).attributes).toContain('SameSite=Lax');
    } finally {
      await proxied.close();
    }
    // Not trusted: a visitor's own X-Forwarded-Proto changes nothing.
    const offer = await f.addOffer();
    const spoofed = await f.click({ offer_id: offer, aff_id: publisher }, { 'x-forwarded-proto': 'https' });
    expect(cookieOf(spoofed.headers['set-cookie']).attributes).toContain('SameSite=Lax');
  });
});

describe('/pixel', () => {
  it('records the conversion of the cookie’s click of that offer, once per txn_id, and answers a GIF', async () => {
    const offer = await f.addOffer();
    const { clickId, cookie } = await clickWithCookie(offer);
    const sent = `${cookie.name}=${cookie.value}`;
    expectGif(await pixel({ offer_id: offer, txn_id: 'ORDER-1', status: 'pending' }, `other=1; ${sent}`));
    expectGif(await pixel({ offer_id: offer, txn_id: 'ORDER-1', status: 'pending' }, sent));
    expect(await conversionsOf(clickId)).toEqual([{ offer_id: offer, status: 'pending', txn_id: 'ORDER-1' }]);
  });

  it('refuses another offer’s click: its cookie, or one written under this offer’s name', async () => {
    const offerA = await f.addOffer();
    const offerB = await f.addOffer();
    const { clickId, cookie } = await clickWithCookie(offerA);
    expectGif(await pixel({ offer_id: offerB, txn_id: 'B-1' }, `${cookie.name}=${cookie.value}`));
    expectGif(await pixel({ offer_id: offerB, txn_id: 'B-2' }, `affnet_click_${offerB}=${clickId}`));
    expect(await conversionsOf(clickId)).toEqual([]);
    const conversionsOfB = await f.db.selectFrom('conversions').select('id').where('offer_id', '=', offerB).execute();
    expect(conversionsOfB).toEqual([]);
  });

  it('takes the postback’s money parameters: decimals in the offer’s currency', async () => {
    const offer = await f.addOffer({ payout_type: 'CPS', payout: 1000, revenue: 2000 });
    const { clickId, cookie } = await clickWithCookie(offer);
    expectGif(await pixel({ offer_id: offer, txn_id: 'SALE-1', amount: '59.90' }, `${cookie.name}=${cookie.value}`));
    const [row] = await f.db.selectFrom('conversions').selectAll().where('click_id', '=', clickId).execute();
    // 10 % and 20 % of $59.90.
    expect({ payout: Number(row?.payout), revenue: Number(row?.revenue) }).toEqual({ payout: 599, revenue: 1198 });
  });

  it('answers a GIF without a cookie and records nothing', async () => {
    const offer = await f.addOffer();
    await clickWithCookie(offer);
    expectGif(await pixel({ offer_id: offer, txn_id: 'X-1' }));
    const rows = await f.db.selectFrom('conversions').select('id').where('offer_id', '=', offer).execute();
    expect(rows).toEqual([]);
  });

  it('bad parameters are a 400 naming the field, as on /postback', async () => {
    const offer = await f.addOffer();
    const { cookie } = await clickWithCookie(offer);
    const sent = `${cookie.name}=${cookie.value}`;
    for (const [query, field] of [
      [{}, 'offer_id'],
      [{ offer_id: 'abc' }, 'offer_id'],
      [{ offer_id: offer, status: 'paid' }, 'status'],
      [{ offer_id: offer, payout: '12.505' }, 'payout'],
    ] as const) {
      const response = await pixel(query, sent);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1 });
      expect(response.json().msg).toContain(field);
    }
  });
});
