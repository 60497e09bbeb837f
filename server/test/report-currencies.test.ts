import type { CurrencyAmount, DashboardSummary, ExchangeRates, Report } from '@affnet/contracts';
import { now } from '../src/shared/clock';
import { type TrackingFixture, trackingFixture } from './click-fixtures';
import { onlyLaterEuroRate } from './currency-lines';

/**
 * Issue 27: currencies are never added. One conversion on a USD, a EUR and a JPY offer of a network without rates:
 * every figure of the report (any grouping), the dashboard and stats.csv keeps each currency apart. With a EUR rate,
 * the euros are converted into the reporting currency (USD) and say so; the yen stay on their own line.
 */
let f: TrackingFixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  f = await trackingFixture();
  const publisher = await f.userId('publisher@acme.test');
  const advertiser = await f.userId('advertiser@acme.test');
  // An hour ago: the dashboard's "today until now" holds them, whatever minute the test runs in.
  const anHourAgo = new Date(now().getTime() - 3_600_000);
  f.tracking.now = () => anHourAgo;
  const offers = [
    { name: 'Dollar offer', currency: 'USD', payout: 1000, revenue: 1250 },
    { name: 'Euro offer', currency: 'EUR', payout: 1500, revenue: 2000 },
    { name: 'Yen offer', currency: 'JPY', payout: 2000, revenue: 2500 },
  ];
  for (const offer of offers) {
    const id = await f.addOffer({ ...offer, advertiser_id: advertiser });
    const click = await f.clickId({ offer_id: id, aff_id: publisher });
    expect((await f.postback({ click_id: click })).statusCode).toBe(200);
  }
  await f.flush();
  f.tracking.now = now;
  tokens.owner = await f.token('owner@acme.test');
  tokens.publisher = await f.token('publisher@acme.test');
  tokens.advertiser = await f.token('advertiser@acme.test');
});
afterAll(() => f.close());

// Each line with its own offer's click and conversion: its EPC and CR are its own.
const ONE = { clicks: 1, unique_clicks: 1, conversions: 1 };
const SEPARATE: CurrencyAmount[] = [
  { currency: 'USD', converted: false, ...ONE, payout: 1000, revenue: 1250, profit: 250 },
  { currency: 'EUR', converted: false, ...ONE, payout: 1500, revenue: 2000, profit: 500 },
  { currency: 'JPY', converted: false, ...ONE, payout: 2000, revenue: 2500, profit: 500 },
];
const GROUPINGS = ['day', 'hour', 'month', 'offer', 'publisher', 'country', 'os', 'sub1', 'day,offer'];

async function report(group: string, token = tokens.owner!) {
  const response = await f.get(`/api/statistics/report?preset=today&group=${group}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().payload as Report;
}

/** The money of every currency in a set of amount lines, by currency: each appears once. */
function byCurrency(amounts: CurrencyAmount[]) {
  const currencies = amounts.map((a) => a.currency);
  expect(new Set(currencies).size).toBe(currencies.length);
  return Object.fromEntries(amounts.map((a) => [a.currency, a]));
}

describe('without rates', () => {
  it.each(GROUPINGS)('the report grouped by %s never adds two currencies', async (group) => {
    const r = await report(group);
    expect(r.currency).toBe('USD');
    expect(r.totals.amounts).toEqual(SEPARATE);
    // The top-level money is the reporting currency's line only.
    expect(r.totals).toMatchObject({ payout: 1000, revenue: 1250, profit: 250 });
    for (const row of r.rows) {
      for (const amount of row.amounts) {
        const known = SEPARATE.find((s) => s.currency === amount.currency);
        // A row holds one conversion of each currency at most: its amount is that conversion's or nothing.
        if (amount.payout !== 0) expect(amount).toEqual(known);
      }
    }
  });

  it("an offer's row carries that offer's currency alone", async () => {
    const rows = Object.fromEntries((await report('offer')).rows.map((row) => [row.keys[0], byCurrency(row.amounts)]));
    expect(rows['Euro offer']).toEqual({ EUR: SEPARATE[1] });
    expect(rows['Yen offer']).toEqual({ JPY: SEPARATE[2] });
    expect(rows['Dollar offer']).toEqual({ USD: SEPARATE[0] });
  });

  it('each role sees only its money, per currency', async () => {
    const publisher = await report('offer', tokens.publisher);
    expect(publisher.totals.amounts).toEqual(
      SEPARATE.map(({ currency, payout }) => ({ currency, converted: false, ...ONE, payout })),
    );
    const advertiser = await report('publisher', tokens.advertiser);
    expect(advertiser.totals.amounts).toEqual(
      SEPARATE.map(({ currency, revenue }) => ({ currency, converted: false, ...ONE, revenue })),
    );
  });

  it('the dashboard keeps the currencies apart in its cards, series and top offers', async () => {
    const d = (await f.get('/api/statistics/dashboard', tokens.owner!)).json().payload as DashboardSummary;
    expect(d.today.current.amounts).toEqual(SEPARATE);
    expect(d.last_7_days.current.amounts).toEqual(SEPARATE);
    expect(d.series.at(-1)?.amounts).toEqual(SEPARATE);
    const euro = d.top_offers.find((o) => o.offer_name === 'Euro offer');
    expect(euro?.amounts).toEqual([SEPARATE[1]]);
  });

  it('stats.csv writes a line per currency, never a sum of two', async () => {
    const csv = (await f.get('/api/statistics/report.csv?preset=today&group=day', tokens.owner!)).body as string;
    const lines = csv
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const at = (name: string) => lines[0]?.indexOf(name) ?? -1;
    const totals = lines.filter((line) => line[0] === 'Total');
    expect(totals.map((line) => [line[at('Currency')], line[at('Payout')], line[at('Revenue')]])).toEqual([
      ['USD', '10.00', '12.50'],
      ['EUR', '15.00', '20.00'],
      ['JPY', '2000', '2500'],
    ]);
    // Each line's counts are its own offers': a sheet's sums by currency hold.
    expect(totals.map((line) => [line[at('Clicks')], line[at('Converted')]])).toEqual([
      ['1', 'no'],
      ['1', 'no'],
      ['1', 'no'],
    ]);
  });
});

describe('with a EUR rate', () => {
  beforeAll(async () => {
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/settings/exchange-rates',
      headers: { host: 'acme.localhost:3000', authorization: tokens.owner! },
      payload: { currency: 'EUR', rate: '1.1', valid_from: '2026-01-01' },
    });
    expect(response.statusCode).toBe(200);
    const rates = response.json().payload as ExchangeRates;
    expect(rates.rates).toMatchObject([{ currency: 'EUR', to_currency: 'USD', rate: '1.1', valid_from: '2026-01-01' }]);
  });

  const CONVERTED: CurrencyAmount[] = [
    // 10.00 + 15.00 × 1.1 = 26.50 paid; 12.50 + 20.00 × 1.1 = 34.50 earned.
    {
      currency: 'USD',
      converted: true,
      clicks: 2,
      unique_clicks: 2,
      conversions: 2,
      payout: 2650,
      revenue: 3450,
      profit: 800,
    },
    SEPARATE[2]!,
  ];

  it.each(GROUPINGS)('the report grouped by %s converts the euros and keeps the yen apart', async (group) => {
    expect((await report(group)).totals.amounts).toEqual(CONVERTED);
  });

  it('the dashboard and stats.csv say the euros were converted', async () => {
    const d = (await f.get('/api/statistics/dashboard', tokens.owner!)).json().payload as DashboardSummary;
    expect(d.today.current.amounts).toEqual(CONVERTED);
    const csv = (await f.get('/api/statistics/report.csv?preset=today&group=offer', tokens.owner!)).body as string;
    const totals = csv.split('\r\n').filter((line) => line.startsWith('Total'));
    expect(totals.map((line) => line.split(',').slice(1, 3))).toEqual([
      ['USD', 'yes'],
      ['JPY', 'no'],
    ]);
  });

  it("a publisher's and an advertiser's money is never converted at the owner's rates", async () => {
    const publisher = await report('offer', tokens.publisher);
    expect(publisher.totals.amounts.map(({ currency, converted, payout }) => [currency, converted, payout])).toEqual([
      ['USD', false, 1000],
      ['EUR', false, 1500],
      ['JPY', false, 2000],
    ]);
    const advertiser = (await f.get('/api/statistics/dashboard', tokens.advertiser!)).json()
      .payload as DashboardSummary;
    expect(advertiser.today.current.amounts.map(({ currency, revenue }) => [currency, revenue])).toEqual([
      ['USD', 1250],
      ['EUR', 2000],
      ['JPY', 2500],
    ]);
    const csv = (await f.get('/api/statistics/report.csv?preset=today&group=offer', tokens.publisher!)).body as string;
    expect(csv.split('\r\n')[0]).not.toContain('Converted');
  });

  it('a rate from a later day does not apply to today', async () => {
    await onlyLaterEuroRate(f);
    expect((await report('offer')).totals.amounts).toEqual(SEPARATE);
  });

  it('refuses a bad rate with a 400 naming the field; only the owner sets rates', async () => {
    const post = (payload: object, token = tokens.owner!) =>
      f.app.inject({
        method: 'POST',
        url: '/api/settings/exchange-rates',
        headers: { host: 'acme.localhost:3000', authorization: token },
        payload,
      });
    for (const [payload, field] of [
      [{ currency: 'EUR', rate: '-1', valid_from: '2026-01-01' }, 'rate'],
      [{ currency: 'EUR', rate: '1e3', valid_from: '2026-01-01' }, 'rate'],
      [{ currency: 'EUR', rate: '0', valid_from: '2026-01-01' }, 'rate'],
      [{ currency: 'eur', rate: '1.1', valid_from: '2026-01-01' }, 'currency'],
      [{ currency: 'USD', rate: '1.1', valid_from: '2026-01-01' }, 'currency'],
      [{ currency: 'EUR', rate: '1.1', valid_from: '2026-02-30' }, 'valid_from'],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1, msg: expect.stringContaining(field) });
    }
    expect((await post({ currency: 'EUR', rate: '1.1', valid_from: '2026-01-01' }, tokens.publisher!)).statusCode).toBe(
      403,
    );
  });
});
