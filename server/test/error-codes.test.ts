import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';
import { newOffer } from './offers-helpers';
import { setPostbackSettings } from './postbacks-helpers';

/** Every refused input answers 400 with a stable code and the field it is about, so the page can translate it. */
let f: TrackingFixture;
let publisher: string;
let owner: string;
beforeAll(async () => {
  f = await trackingFixture({ POSTBACK_WORKER: 'off' });
  publisher = await f.token('publisher@acme.test');
  owner = await f.token('owner@acme.test');
});
afterAll(() => f.close());

function send(method: 'POST' | 'PUT', url: string, token: string | null, payload: unknown) {
  const headers: Record<string, string> = { host: ACME };
  if (token) headers.authorization = token;
  return f.app.inject({ method, url, headers, payload: payload as object });
}

async function expectRefusal(
  response: Awaited<ReturnType<typeof send>>,
  expected: { code: string; field?: string; params?: object },
) {
  expect(response.statusCode).toBe(400);
  const answer = response.json();
  expect(answer).toMatchObject({ err: 1, ...expected });
  expect(answer.field).toBe(expected.field);
  // msg stays a readable English sentence that names the field
  if (expected.field) expect(answer.msg).toMatch(new RegExp(`^${expected.field.replace('.', '\\.')}: \\w`));
}

describe('coded errors', () => {
  it('names the schema rule and the field of a bad sign-in body', async () => {
    const bad = await send('POST', '/user/login', null, { userDetails: { email: 'nope', password: 'x' } });
    await expectRefusal(bad, { code: 'INVALID_EMAIL', field: 'userDetails.email' });
    const long = await send('POST', '/user/network/login', null, { email: 'a@b.co', password: 'p'.repeat(201) });
    await expectRefusal(long, { code: 'TOO_LONG', field: 'password', params: { limit: 200 } });
  });

  it('refuses a private postback target with REFUSED_TARGET on url, on save and on Test', async () => {
    await setPostbackSettings(f, f.acme.id, { postback_approval: 0 });
    const saved = await send('POST', '/api/postbacks', publisher, { url: 'http://127.0.0.1/pb', offer_id: null });
    await expectRefusal(saved, { code: 'REFUSED_TARGET', field: 'url' });
    const tested = await send('POST', '/api/postbacks/test', publisher, { url: 'http://127.0.0.1/pb' });
    await expectRefusal(tested, { code: 'REFUSED_TARGET', field: 'url' });
    const macro = await send('POST', '/api/postbacks', publisher, {
      url: 'https://t.example/?c={nope}',
      offer_id: null,
    });
    await expectRefusal(macro, { code: 'UNKNOWN_MACRO', field: 'url', params: { macro: '{nope}' } });
  });

  it('refuses a taken email with EMAIL_TAKEN on email', async () => {
    const person = { name: 'Dup', email: 'publisher@acme.test', company_name: 'Dup Media', status: 'active' };
    await expectRefusal(await send('POST', '/api/add/publisher', owner, person), {
      code: 'EMAIL_TAKEN',
      field: 'email',
    });
  });

  it('refuses a bad offer URL and an unknown time zone on their fields', async () => {
    const offer = await send('POST', '/api/offers', owner, newOffer({ destination_url: 'ftp://x.example/' }));
    await expectRefusal(offer, { code: 'INVALID_URL', field: 'destination_url' });
    const country = await send('POST', '/api/offers', owner, newOffer({ countries: ['US', 'de'] }));
    await expectRefusal(country, { code: 'INVALID_COUNTRY', field: 'countries.1' });
    const zone = await send('POST', '/api/network/setting/save/timezone', owner, { current_timezone: 'Mars/Olympus' });
    await expectRefusal(zone, { code: 'UNKNOWN_TIME_ZONE', field: 'current_timezone' });
  });
});
