import type { Comparison, DashboardSummary } from '@affnet/contracts';
import { now } from '../src/shared/clock';
import { type TrackingFixture, trackingFixture } from './click-fixtures';

/**
 * Issue 27: a dashboard change badge compares like with like. Yesterday and today (New York) each have a USD and a
 * EUR conversion, today a JPY one too. Without rates each currency stands apart and the dollars compare with the
 * dollars. A EUR rate from today converts today's euros but not yesterday's: today's dollar figure would hold euros
 * and yesterday's not, so the money is not comparable. A rate from January converts both days: comparable again.
 */
let f: TrackingFixture;
let owner: string;
const DAY = 86_400_000;

beforeAll(async () => {
  f = await trackingFixture();
  const publisher = await f.userId('publisher@acme.test');
  const offer = async (name: string, currency: string, payout: number, revenue: number) =>
    f.addOffer({ name, currency, payout, revenue });
  const [usd, eur, jpy] = [
    await offer('Dollar offer', 'USD', 1000, 1250),
    await offer('Euro offer', 'EUR', 1500, 2000),
    await offer('Yen offer', 'JPY', 2000, 2500),
  ];
  // An hour before the test's instant, today and yesterday: both inside "today until now" and "yesterday until then".
  const convert = async (offerId: number, daysAgo: number) => {
    const at = new Date(now().getTime() - 3_600_000 - daysAgo * DAY);
    f.tracking.now = () => at;
    const click = await f.clickId({ offer_id: offerId, aff_id: publisher });
    expect((await f.postback({ click_id: click })).statusCode).toBe(200);
  };
  for (const [offerId, daysAgo] of [
    [usd, 1],
    [eur, 1],
    [usd, 0],
    [eur, 0],
    [jpy, 0],
  ] as const) {
    await convert(offerId, daysAgo);
  }
  await f.flush();
  f.tracking.now = now;
  owner = await f.token('owner@acme.test');
});
afterAll(() => f.close());

async function dashboard() {
  const response = await f.get('/api/statistics/dashboard', owner);
  expect(response.statusCode).toBe(200);
  return response.json().payload as DashboardSummary;
}

const setRate = async (validFrom: string) => {
  const response = await f.app.inject({
    method: 'POST',
    url: '/api/settings/exchange-rates',
    headers: { host: 'acme.localhost:3000', authorization: owner },
    payload: { currency: 'EUR', rate: '1.1', valid_from: validFrom },
  });
  expect(response.statusCode).toBe(200);
};

const linesOf = (c: Comparison, side: 'current' | 'previous') =>
  c[side].amounts.map(({ currency, converted, revenue }) => ({ currency, converted, revenue }));

it('without rates: the dollars compare with the dollars, each other currency on its own line', async () => {
  const { today } = await dashboard();
  expect(today.money_comparable).toBe(true);
  expect(linesOf(today, 'current')).toEqual([
    { currency: 'USD', converted: false, revenue: 1250 },
    { currency: 'EUR', converted: false, revenue: 2000 },
    { currency: 'JPY', converted: false, revenue: 2500 },
  ]);
  expect(linesOf(today, 'previous')).toEqual([
    { currency: 'USD', converted: false, revenue: 1250 },
    { currency: 'EUR', converted: false, revenue: 2000 },
  ]);
});

it("a EUR rate from today: today's dollars hold euros, yesterday's do not, so no money is compared", async () => {
  await setRate('2026-03-11');
  const d = await dashboard();
  expect(linesOf(d.today, 'current')[0]).toEqual({ currency: 'USD', converted: true, revenue: 1250 + 2200 });
  expect(linesOf(d.today, 'previous')).toEqual([
    { currency: 'USD', converted: false, revenue: 1250 },
    { currency: 'EUR', converted: false, revenue: 2000 },
  ]);
  expect(d.today.money_comparable).toBe(false);
  expect(d.last_7_days.money_comparable).toBe(false);
  expect(d.this_month.money_comparable).toBe(false);
});

it('a EUR rate from January converts both days: converted compares with converted, the yen apart', async () => {
  await setRate('2026-01-01');
  const { today } = await dashboard();
  expect(today.money_comparable).toBe(true);
  expect(linesOf(today, 'current')).toEqual([
    { currency: 'USD', converted: true, revenue: 3450 },
    { currency: 'JPY', converted: false, revenue: 2500 },
  ]);
  expect(linesOf(today, 'previous')).toEqual([{ currency: 'USD', converted: true, revenue: 3450 }]);
});
