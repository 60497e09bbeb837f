import type { Page, PublisherViewRow, Report } from '@affnet/contracts';
import { now } from '../src/shared/clock';
import { GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';
import { onlyLaterEuroRate } from './currency-lines';

/**
 * Issue 27: the owner's publishers list never adds two currencies. Paul earned $10.00, €15.00 and ¥5,000 in the
 * last 30 days, Petra $26.00. Without rates Paul's payout is his dollars, the euros and yen on their own lines; with
 * 1 EUR = 1.1 USD his euros are converted (10.00 + 16.50 = $26.50, "converted"), the yen stay apart, and a sort by
 * payout puts him above Petra. The list's figure is the report's (grouped by publisher) to the cent.
 */
let f: TrackingFixture;
let owner: string;
let paul: number;
let petra: number;

beforeAll(async () => {
  f = await trackingFixture();
  paul = await f.userId('publisher@acme.test');
  petra = await f.userId('publisher2@acme.test');
  // An hour before the test's instant: today's figures hold them.
  const anHourAgo = new Date(now().getTime() - 3_600_000);
  f.tracking.now = () => anHourAgo;
  const offers = [
    { name: 'Dollar offer', currency: 'USD', payout: 1000, revenue: 1250, who: paul },
    { name: 'Euro offer', currency: 'EUR', payout: 1500, revenue: 2000, who: paul },
    { name: 'Yen offer', currency: 'JPY', payout: 5000, revenue: 6000, who: paul },
    { name: 'Big dollar offer', currency: 'USD', payout: 2600, revenue: 3000, who: petra },
  ];
  for (const { who, ...offer } of offers) {
    const id = await f.addOffer(offer);
    const click = await f.clickId({ offer_id: id, aff_id: who });
    expect((await f.postback({ click_id: click })).statusCode).toBe(200);
  }
  await f.flush();
  f.tracking.now = now;
  owner = await f.token('owner@acme.test');
});
afterAll(() => f.close());

async function list(sort = 'payout', order = 'desc', host?: string, token = owner) {
  const response = await f.app.inject({
    method: 'POST',
    url: '/api/publisher/view',
    headers: { host: host ?? 'acme.localhost:3000', authorization: token },
    payload: { options: { page: 1, limit: 50, sort, order } },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().payload as Page<PublisherViewRow>).rows;
}

const rowOf = (rows: PublisherViewRow[], id: number) => rows.find((row) => row.id === id);

/** The report's payout lines of one publisher over the same 30 days, grouped by publisher. */
async function reportedPayout(name: string) {
  const to = now().toISOString().slice(0, 10);
  const from = new Date(now().getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  const url = `/api/statistics/report?preset=custom&from=${from}&to=${to}&group=publisher`;
  const report = (await f.get(url, owner)).json().payload as Report;
  const row = report.rows.find((r) => r.keys[0] === name);
  return row?.amounts
    .map(({ currency, converted, payout }) => ({ currency, converted, payout }))
    .filter((a, i) => i === 0 || a.payout !== 0);
}

describe('without rates', () => {
  it("shows each currency's payout on its own line, the reporting currency's first", async () => {
    const rows = await list();
    expect(rowOf(rows, paul)).toMatchObject({
      payout: 1000,
      currency: 'USD',
      amounts: [
        { currency: 'USD', converted: false, payout: 1000 },
        { currency: 'EUR', converted: false, payout: 1500 },
        { currency: 'JPY', converted: false, payout: 5000 },
      ],
    });
    expect(rowOf(rows, petra)?.amounts).toEqual([{ currency: 'USD', converted: false, payout: 2600 }]);
    expect(rowOf(rows, paul)?.amounts).toEqual(await reportedPayout('Paul Publisher'));
  });

  it('sorts by the reporting currency alone: $26.00 above $10.00, not above it by adding yen', async () => {
    const ids = (await list()).map((row) => row.id);
    expect(ids.indexOf(petra)).toBeLessThan(ids.indexOf(paul));
    const ascending = (await list('payout', 'asc')).map((row) => row.payout);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it("another network's owner sees none of it", async () => {
    const globexOwner = await f.token('owner@globex.test', GLOBEX);
    const rows = await list('payout', 'desc', GLOBEX, globexOwner);
    expect(rows.map((row) => row.id)).not.toContain(paul);
    expect(rows.every((row) => row.amounts.every((a) => a.payout === 0))).toBe(true);
  });
});

describe('with a EUR rate', () => {
  beforeAll(async () => {
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/settings/exchange-rates',
      headers: { host: 'acme.localhost:3000', authorization: owner },
      payload: { currency: 'EUR', rate: '1.1', valid_from: '2026-01-01' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('converts the euros into the payout, says so, and keeps the yen apart', async () => {
    const paulRow = rowOf(await list(), paul);
    expect(paulRow).toMatchObject({
      payout: 2650,
      amounts: [
        { currency: 'USD', converted: true, payout: 2650 },
        { currency: 'JPY', converted: false, payout: 5000 },
      ],
    });
    expect(paulRow?.amounts).toEqual(await reportedPayout('Paul Publisher'));
  });

  it('sorts by the converted figure: $26.50 above $26.00', async () => {
    const ids = (await list()).map((row) => row.id);
    expect(ids.indexOf(paul)).toBeLessThan(ids.indexOf(petra));
    const ascending = (await list('payout', 'asc')).map((row) => row.id);
    expect(ascending.indexOf(petra)).toBeLessThan(ascending.indexOf(paul));
  });

  it('a rate from a later day converts nothing today', async () => {
    await onlyLaterEuroRate(f);
    expect(rowOf(await list(), paul)?.amounts).toEqual([
      { currency: 'USD', converted: false, payout: 1000 },
      { currency: 'EUR', converted: false, payout: 1500 },
      { currency: 'JPY', converted: false, payout: 5000 },
    ]);
  });
});
