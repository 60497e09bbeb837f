import { now, nowIso } from '../src/shared/clock';
import { ACME, GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';
import { operatorAllowsPrivateTargets, receiver } from './postbacks-helpers';

let f: TrackingFixture;
let publisher: number;
let advertiser: number;
let offer: number;
const tokens: Record<'owner' | 'advertiser' | 'publisher' | 'globex', string> = {
  owner: '',
  advertiser: '',
  publisher: '',
  globex: '',
};
let target: Awaited<ReturnType<typeof receiver>>;

beforeAll(async () => {
  f = await trackingFixture();
  publisher = await f.userId('publisher@acme.test');
  advertiser = await f.userId('advertiser@acme.test');
  offer = await f.addOffer({ advertiser_id: advertiser, payout: 1000, revenue: 1500 });
  // A real conversion an hour ago (in the dashboard's whole hours): the figures the test must leave as they are.
  f.tracking.now = () => new Date(now().getTime() - 60 * 60 * 1000);
  const click = await f.clickId({ offer_id: offer, aff_id: publisher });
  expect((await f.postback({ click_id: click, txn_id: 'REAL-1' })).statusCode).toBe(200);
  await f.flush();
  f.tracking.now = now;
  target = await receiver([200]);
  operatorAllowsPrivateTargets(f, '127.0.0.1');
  const at = nowIso();
  await f.db
    .insertInto('postbacks')
    .values({
      network_id: f.acme.id,
      publisher_id: publisher,
      offer_id: null,
      url: target.url('/conv?click={click_id}&p={payout}'),
      status: 'live',
      pending_action: null,
      pending_url: null,
      pending_offer_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  tokens.owner = await f.token('owner@acme.test');
  tokens.advertiser = await f.token('advertiser@acme.test');
  tokens.publisher = await f.token('publisher@acme.test');
  tokens.globex = await f.token('owner@globex.test', GLOBEX);
});
afterAll(async () => {
  await target.close();
  await f.close();
});

const kit = (id: number, token: string, host = ACME) => f.get(`/api/offers/${id}/integration-kit`, token, host);
/** Test conversions sent with each token (the limit counts per user). */
const sent = new Map<string, number>();
const testConversion = (id: number, token: string, host = ACME) => {
  sent.set(token, (sent.get(token) ?? 0) + 1);
  return f.app.inject({
    method: 'POST',
    url: `/api/offers/${id}/integration-kit/test-conversion`,
    headers: { host, authorization: token },
  });
};

/** Every figure, list and file a test conversion could change, as the owner and the advertiser read them. */
async function figures() {
  const reads: string[] = [];
  for (const token of [tokens.owner, tokens.advertiser]) {
    for (const url of [
      '/api/statistics/dashboard',
      '/api/statistics/report?preset=today&group=offer',
      '/api/statistics/report.csv?preset=today&group=offer',
      '/api/statistics/conversions',
      '/api/statistics/conversions.csv',
    ]) {
      const response = await f.get(url, token);
      expect(response.statusCode).toBe(200);
      reads.push(response.body);
    }
  }
  const count = (table: 'clicks' | 'conversions' | 'postback_outbox' | 'postback_deliveries' | 'quarter_stats') =>
    f.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const tables = ['clicks', 'conversions', 'postback_outbox', 'postback_deliveries', 'quarter_stats'] as const;
  return { reads, rows: await Promise.all(tables.map(count)) };
}

describe('the integration kit', () => {
  it('gives the owner and the offer’s advertiser the postback URL, pixel and script on the tracking domain', async () => {
    for (const token of [tokens.owner, tokens.advertiser]) {
      const response = await kit(offer, token);
      expect(response.statusCode).toBe(200);
      const payload = response.json().payload;
      expect(payload.postback_url).toBe(
        `http://${ACME}/postback?click_id={click_id}&payout={payout}&amount={amount}&status=approved&txn_id={txn_id}`,
      );
      expect(payload.pixel_url).toBe(`http://${ACME}/pixel?offer_id=${offer}&txn_id={txn_id}&amount={amount}`);
      expect(payload.script_html).toContain(`'http://${ACME}/pixel?'`);
      expect(payload.pixel_html).toContain('<img src="http://');
    }
  });

  it('refuses a publisher (403), another advertiser’s offer and another network (404)', async () => {
    expect((await kit(offer, tokens.publisher)).statusCode).toBe(403);
    expect((await testConversion(offer, tokens.publisher)).statusCode).toBe(403);
    const ownersOnly = await f.addOffer({ advertiser_id: null });
    expect((await kit(ownersOnly, tokens.advertiser)).statusCode).toBe(404);
    expect((await testConversion(ownersOnly, tokens.advertiser)).statusCode).toBe(404);
    expect((await kit(offer, tokens.globex, GLOBEX)).statusCode).toBe(404);
    expect((await testConversion(offer, tokens.globex, GLOBEX)).statusCode).toBe(404);
  });
});

describe('Send a test conversion', () => {
  // The dashboard reads "today until hh:mm": the clock stands still between the figures read before and after.
  const TIMERS = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'] as const;
  const REAL = [...TIMERS, 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
  beforeEach(() => jest.useFakeTimers({ now: Date.now(), doNotFake: [...REAL] }));
  afterEach(() => jest.useRealTimers());

  it('returns each step, fires the publisher’s postback marked as a test, and changes no figure', async () => {
    const before = await figures();
    // The owner's dashboard counts the real conversion today: the comparison is of figures that hold one.
    expect(JSON.parse(before.reads[0] as string).payload.today.current).toMatchObject({
      conversions: 1,
      revenue: 1500,
    });
    const response = await testConversion(offer, tokens.owner);
    expect(response.statusCode).toBe(200);
    const steps = response.json().payload;
    expect(steps.click).toEqual({ click_id: expect.stringMatching(/^[0-9a-f]{32}$/), problem: null });
    expect(steps.conversion).toMatchObject({ status: 'approved', duplicate: false, payout: 1000, revenue: 1500 });
    expect(steps.conversion.currency).toBe('USD');
    expect(steps.postbacks).toEqual([
      {
        url: target.url(`/conv?click=${steps.click.click_id}&p=10.00&affnet_test=1`),
        status_code: 200,
        error: null,
        duration_ms: expect.any(Number),
      },
    ]);
    expect(target.hits.map((hit) => hit.url)).toEqual([`/conv?click=${steps.click.click_id}&p=10.00&affnet_test=1`]);
    expect(await figures()).toEqual(before);
  });

  it('the advertiser sees what he pays and that the postback answered, not where it went', async () => {
    const before = await figures();
    const steps = (await testConversion(offer, tokens.advertiser)).json().payload;
    expect(steps.conversion).toMatchObject({ status: 'approved', revenue: 1500 });
    expect(steps.conversion).not.toHaveProperty('payout');
    expect(steps.postbacks).toEqual([expect.objectContaining({ url: null, status_code: 200 })]);
    expect(await figures()).toEqual(before);
  });

  it('says so when no publisher may run the offer', async () => {
    const closed = await f.addOffer({ advertiser_id: advertiser, visibility: 'approval' });
    const steps = (await testConversion(closed, tokens.owner)).json().payload;
    expect(steps).toEqual({ click: { click_id: null, problem: 'no_publisher' }, conversion: null, postbacks: [] });
  });

  it('fires at most 10 a minute per user: then a 429 in the envelope, and another user has his own', async () => {
    const closed = await f.addOffer({ advertiser_id: advertiser, visibility: 'approval' });
    while ((sent.get(tokens.owner) ?? 0) < 10)
      expect((await testConversion(closed, tokens.owner)).statusCode).toBe(200);
    const refused = await testConversion(closed, tokens.owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ err: 1, code: 'TOO_MANY_REQUESTS' });
    expect((await testConversion(closed, tokens.advertiser)).statusCode).toBe(200);
  });
});
