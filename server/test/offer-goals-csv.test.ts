import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';

// Issue 27: conversions.csv names each conversion's goal, for every role that sees the conversion.
let f: TrackingFixture;
let publisher: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  f = await trackingFixture();
  publisher = await f.userId('publisher@acme.test');
  tokens.owner = await f.token('owner@acme.test');
  tokens.publisher = await f.token('publisher@acme.test');
  tokens.advertiser = await f.token('advertiser@acme.test');
});
afterAll(() => f.close());

const csvOf = async (token: string, offer: number) => {
  const response = await f.get(`/api/statistics/conversions.csv?offer_id=${offer}`, token, ACME);
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = response.body
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const at = (name: string) => header?.indexOf(name) ?? -1;
  return rows.map((row) => [row[at('Click ID')], row[at('Goal')]]).sort();
};

it('conversions.csv has a Goal column: the goal’s postback value, Default for the offer’s own, for every role', async () => {
  const advertiser = await f.userId('advertiser@acme.test');
  const offer = await f.addOffer({ advertiser_id: advertiser });
  const goal = { name: 'Purchase', slug: 'purchase', payout: 900, revenue: 1000, daily_cap: null, monthly_cap: null };
  const added = await f.app.inject({
    method: 'POST',
    url: `/api/offers/${offer}/goals`,
    headers: { host: ACME, authorization: tokens.owner as string },
    payload: goal,
  });
  expect(added.statusCode).toBe(200);
  const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
  expect((await f.postback({ click_id: clickId })).statusCode).toBe(200);
  expect((await f.postback({ click_id: clickId, goal: 'purchase' })).statusCode).toBe(200);
  const expected = [
    [clickId, 'Default'],
    [clickId, 'purchase'],
  ];
  for (const role of ['owner', 'publisher', 'advertiser']) {
    expect({ role, rows: await csvOf(tokens[role] as string, offer) }).toEqual({ role, rows: expected });
  }
});
