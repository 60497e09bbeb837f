import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';
import { eventually, receiver } from './postbacks-helpers';

// Issue 27: advertisers send decimals in the offer's currency; the publisher's {payout} has the currency's digits.
let f: TrackingFixture;
let publisher: number;
let token: string;
beforeAll(async () => {
  f = await trackingFixture({ POSTBACK_POLL_MS: '20', POSTBACK_PRIVATE_TARGETS: '127.0.0.1' });
  publisher = await f.userId('publisher@acme.test');
  token = await f.token('publisher@acme.test');
});
afterAll(() => f.close());

const conversionOf = (clickId: string) =>
  f.db
    .selectFrom('conversions')
    .select(['payout', 'revenue', 'sale_amount', 'currency'])
    .where('click_id', '=', clickId)
    .executeTakeFirst();

/** A click on a new offer of `currency`, then its postback with `query`; the answer and the conversion stored. */
async function convert(currency: string, query: Record<string, string>, fields = {}) {
  const offer = await f.addOffer({ currency, ...fields });
  const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
  const response = await f.postback({ click_id: clickId, ...query });
  const stored = await conversionOf(clickId);
  return { response, stored: stored && { ...stored, revenue: Number(stored.revenue), payout: Number(stored.payout) } };
}

describe('/postback amounts are decimals in the offer’s currency', () => {
  it.each([
    ['USD', '12.50', 1250],
    ['USD', '12,50', 1250],
    ['USD', '12', 1200],
    ['JPY', '1250', 1250],
    ['KWD', '1.250', 1250],
    ['EUR', '0.05', 5],
  ])('%s payout=%s is stored as %i minor units', async (currency, payout, minor) => {
    const { response, stored } = await convert(currency, { payout });
    expect(response.statusCode).toBe(200);
    expect(stored).toMatchObject({ revenue: minor, currency });
  });

  it('a JSON number is read as its decimal text', async () => {
    const offer = await f.addOffer();
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    const payload = { click_id: clickId, payout: 12.5 };
    const response = await f.app.inject({ method: 'POST', url: '/postback', headers: { host: ACME }, payload });
    expect(response.statusCode).toBe(200);
    expect(Number((await conversionOf(clickId))?.revenue)).toBe(1250);
  });

  it('a CPS offer pays its share of `amount`, or of `sale_amount`, its older name', async () => {
    const cps = { payout_type: 'CPS' as const, payout: 1500, revenue: 2000 };
    const amount = await convert('USD', { amount: '99.99' }, cps);
    expect(amount.stored).toMatchObject({ sale_amount: 9999, payout: 1500, revenue: 2000 });
    const older = await convert('USD', { sale_amount: '10,00' }, cps);
    expect(older.stored).toMatchObject({ sale_amount: 1000, payout: 150, revenue: 200 });
    const yen = await convert('JPY', { amount: '10000' }, cps);
    expect(yen.stored).toMatchObject({ sale_amount: 10000, payout: 1500, revenue: 2000 });
  });

  it.each([
    ['USD', { payout: '12.505' }, 'payout', 'payout: has more decimals than USD has'],
    ['JPY', { payout: '12.5' }, 'payout', 'payout: has more decimals than JPY has'],
    ['USD', { payout: '-1' }, 'payout', 'payout: must not be negative'],
    ['USD', { payout: '1e3' }, 'payout', 'payout: must be written without an exponent, such as 1000'],
    ['USD', { payout: '1,234.50' }, 'payout', expect.stringMatching(/^payout: must have one decimal mark/)],
    ['USD', { payout: '12 USD' }, 'payout', 'payout: must be a decimal amount such as 12.50'],
    ['USD', { amount: '1.005' }, 'amount', 'amount: has more decimals than USD has'],
    ['USD', { sale_amount: '-5' }, 'sale_amount', 'sale_amount: must not be negative'],
  ])('%s %o is refused with a 400 naming %s, and nothing is stored', async (currency, query, field, msg) => {
    const { response, stored } = await convert(currency, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 1, field, msg });
    expect(stored).toBeUndefined();
  });
});

describe('the publisher’s {payout} macro', () => {
  it('sends major units with the currency’s digits: 10.00 for $10, 1250 for ¥1,250, 1.250 for 1.25 KWD', async () => {
    const local = await receiver([200]);
    try {
      const created = await f.app.inject({
        method: 'POST',
        url: '/api/postbacks',
        headers: { host: ACME, authorization: token },
        payload: { url: local.url('/pb?p={payout}&cur={currency}'), offer_id: null },
      });
      expect(created.statusCode).toBe(200);
      await convert('USD', {}, { payout: 1000 });
      await eventually(() => local.hits.length === 1);
      await convert('JPY', {}, { payout: 1250 });
      await eventually(() => local.hits.length === 2);
      await convert('KWD', {}, { payout: 1250 });
      await eventually(() => local.hits.length === 3);
      expect(local.hits.map((hit) => hit.url)).toEqual([
        '/pb?p=10.00&cur=USD',
        '/pb?p=1250&cur=JPY',
        '/pb?p=1.250&cur=KWD',
      ]);
    } finally {
      await f.db.deleteFrom('postbacks').execute();
      await local.close();
    }
  });
});
