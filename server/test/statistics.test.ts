import type { Conversion, DashboardSummary, Page, Report } from '@affnet/contracts';
import { now, startClockAt } from '../src/shared/clock';
import { addDays, localDayOf, startOfLocalDay } from '../src/shared/time-zones';
import { localClockOf } from '../src/statistics/periods';
import { GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';
import { inOneCurrency } from './currency-lines';

let f: TrackingFixture;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const TZ = 'America/New_York';
const GLOBEX_TZ = 'Asia/Kolkata';
/** Hours at which Acme's day (New York) and Globex's (Kolkata) differ from UTC's in every way, and a month's end. */
const INSTANTS = [
  '2026-03-11T00:30:00Z',
  '2026-03-11T05:30:00Z',
  '2026-03-11T12:00:00Z',
  '2026-03-11T18:45:00Z',
  '2026-03-11T23:59:00Z',
  '2026-03-31T23:30:00Z',
];
let today = '';

async function visit(at: Date, offer: number, publisher: number, ip: string, host?: string) {
  f.tracking.now = () => at;
  const response = await f.app.inject({
    url: `/click?offer_id=${offer}&aff_id=${publisher}&aff_sub1=s-${ip.slice(-1)}`,
    headers: {
      host: host ?? 'acme.localhost:3000',
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
      'x-affnet-test-country': ip.endsWith('1') ? 'US' : 'DE',
    },
    remoteAddress: `127.0.0.${ip.slice(-1)}`,
  });
  return new URL(String(response.headers.location)).searchParams.get('c')!;
}

/** Acme and Globex traffic of today, yesterday and last month, each in its network's own days. */
async function seedAt(instant: string) {
  startClockAt(instant);
  f = await trackingFixture();
  ids.p1 = await f.userId('publisher@acme.test');
  ids.p2 = await f.userId('publisher2@acme.test');
  ids.adv = await f.userId('advertiser@acme.test');
  ids.o1 = await f.addOffer({ name: 'Alpha', advertiser_id: ids.adv, payout: 1000, revenue: 1500 });
  ids.o2 = await f.addOffer({ name: 'Beta', payout: 250, revenue: 400 });
  ids.g1 = await f.addOffer({ name: 'Gamma', payout: 5000, revenue: 9000 }, f.globex.id);
  ids.gp = await f.userId('publisher@globex.test', f.globex.id);
  today = localDayOf(now(), TZ);
  const todayAt = new Date(startOfLocalDay(today, TZ).getTime() + 1000);
  const yesterdayAt = new Date(startOfLocalDay(addDays(today, -1), TZ).getTime() + 12 * 3_600_000);
  const lastMonthAt = new Date(
    startOfLocalDay(`${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-02`, TZ).getTime(),
  );
  const c1 = await visit(todayAt, ids.o1, ids.p1, 'ip1');
  await visit(todayAt, ids.o1, ids.p1, 'ip1');
  await visit(todayAt, ids.o1, ids.p1, 'ip2');
  const c2 = await visit(todayAt, ids.o2, ids.p2, 'ip3');
  await visit(todayAt, ids.o2, ids.p2, 'ip4');
  await visit(yesterdayAt, ids.o2, ids.p1, 'ip5');
  const c3 = await visit(lastMonthAt, ids.o1, ids.p2, 'ip6');
  for (const ip of ['ip6', 'ip7', 'ip8']) await visit(lastMonthAt, ids.o1, ids.p2, ip);
  const globexTodayAt = new Date(startOfLocalDay(localDayOf(now(), GLOBEX_TZ), GLOBEX_TZ).getTime() + 1000);
  const g = await visit(globexTodayAt, ids.g1, ids.gp, 'ip1', GLOBEX);
  for (const ip of ['ip2', 'ip3', 'ip4', 'ip5']) await visit(globexTodayAt, ids.g1, ids.gp, ip, GLOBEX);
  f.tracking.now = () => todayAt;
  await f.postback({ click_id: c1, txn_id: 'A-1' });
  await f.postback({ click_id: c2, status: 'pending' });
  f.tracking.now = () => globexTodayAt;
  await f.postback({ click_id: g }, GLOBEX);
  f.tracking.now = () => lastMonthAt;
  await f.postback({ click_id: c3 });
  f.tracking.now = now;
  tokens.owner = await f.token('owner@acme.test');
  tokens.p1 = await f.token('publisher@acme.test');
  tokens.adv = await f.token('advertiser@acme.test');
  tokens.globex = await f.token('owner@globex.test', GLOBEX);
}

async function report(query: string, token = tokens.owner!, host?: string) {
  const response = await f.get(`/api/statistics/report?${query}`, token, host);
  expect(response.statusCode).toBe(200);
  const answer = response.json().payload as Report;
  return { ...answer, rows: answer.rows.map((row) => inOneCurrency(row)), totals: inOneCurrency(answer.totals) };
}

describe.each(INSTANTS)('with the clock at %s', (instant) => {
  beforeAll(() => seedAt(instant));
  afterAll(() => f.close());

  describe('statistics report', () => {
    it('owner: today by offer with payout, revenue and profit', async () => {
      const r = await report('preset=today&group=offer');
      expect(r.time_zone).toBe(TZ);
      expect(r.rows).toEqual([
        { keys: ['Alpha'], clicks: 3, unique_clicks: 2, conversions: 1, payout: 1000, revenue: 1500, profit: 500 },
        { keys: ['Beta'], clicks: 2, unique_clicks: 2, conversions: 1, payout: 250, revenue: 400, profit: 150 },
      ]);
      expect(r.totals).toEqual({
        clicks: 5,
        unique_clicks: 4,
        conversions: 2,
        payout: 1250,
        revenue: 1900,
        profit: 650,
      });
    });

    it('presets: yesterday and last month', async () => {
      expect((await report('preset=yesterday&group=publisher')).rows).toMatchObject([
        { keys: ['Paul Publisher'], clicks: 1 },
      ]);
      const lastMonth = await report('preset=last_month&group=day');
      expect(lastMonth.rows).toHaveLength(1);
      expect(lastMonth.rows[0]).toMatchObject({ clicks: 4, unique_clicks: 3, conversions: 1, payout: 1000 });
      expect(lastMonth.rows[0]?.keys[0]).toMatch(/^\d{4}-\d{2}-02$/);
    });

    it('country and sub id levels come from raw clicks with their conversions', async () => {
      const r = await report('preset=today&group=country,sub1');
      expect(r.rows).toEqual(
        [
          { keys: ['DE', 's-2'], clicks: 1, unique_clicks: 1, conversions: 0, payout: 0, revenue: 0, profit: 0 },
          { keys: ['DE', 's-3'], clicks: 1, unique_clicks: 1, conversions: 1, payout: 250, revenue: 400, profit: 150 },
          { keys: ['DE', 's-4'], clicks: 1, unique_clicks: 1, conversions: 0, payout: 0, revenue: 0, profit: 0 },
          {
            keys: ['US', 's-1'],
            clicks: 2,
            unique_clicks: 1,
            conversions: 1,
            payout: 1000,
            revenue: 1500,
            profit: 500,
          },
        ].sort((a, b) => b.clicks - a.clicks || a.keys.join().localeCompare(b.keys.join())),
      );
      expect(r.totals).toEqual((await report('preset=today&group=hour')).totals);
    });

    it('a publisher sees only his traffic and his payout; an advertiser only his offers and what he pays', async () => {
      const mine = await report('preset=this_month&group=offer', tokens.p1);
      // His one click of yesterday (Beta) is in this month unless today is the 1st.
      const yesterdayThisMonth = addDays(today, -1).slice(0, 7) === today.slice(0, 7);
      expect(mine.rows.map((row) => row.keys[0])).toEqual(['Alpha', ...(yesterdayThisMonth ? ['Beta'] : [])]);
      expect(mine.rows[0]).toEqual({ keys: ['Alpha'], clicks: 3, unique_clicks: 2, conversions: 1, payout: 1000 });
      const other = await report(`preset=today&group=offer&publisher_id=${ids.p2}`, tokens.p1);
      expect(other.rows).toEqual([]);
      // Not who sent it (issue 26): the publisher's alias.
      const adv = await report('preset=today&group=publisher', tokens.adv);
      expect(adv.rows).toEqual([
        { keys: [`Publisher ${ids.p1}`], clicks: 3, unique_clicks: 2, conversions: 1, revenue: 1500 },
      ]);
    });

    it('Globex never sees Acme numbers, and an Acme token does not open Globex', async () => {
      const g = await report('preset=today&group=offer', tokens.globex, GLOBEX);
      expect(g.rows).toEqual([
        { keys: ['Gamma'], clicks: 5, unique_clicks: 5, conversions: 1, payout: 5000, revenue: 9000, profit: 4000 },
      ]);
      const filtered = await report(`preset=today&group=offer&offer_id=${ids.o1}`, tokens.globex, GLOBEX);
      expect(filtered.rows).toEqual([]);
      expect((await f.get('/api/statistics/report?preset=today', tokens.owner!, GLOBEX)).statusCode).toBe(401);
      const acmeFiltered = await report(`preset=today&group=offer&offer_id=${ids.g1}`);
      expect(acmeFiltered.rows).toEqual([]);
    });

    it('bad queries are 400 naming the field', async () => {
      for (const [query, field] of [
        ['group=colour', 'group'],
        ['group=day,offer,publisher', 'group'],
        ['preset=custom', 'from'],
        ['preset=custom&from=2026-02-30', 'from'],
        ['preset=custom&from=2026-02-03&to=2026-02-01', 'from'],
        ['preset=decade', 'preset'],
        ['offer_id=x', 'offer_id'],
      ]) {
        const response = await f.get(`/api/statistics/report?${query}`, tokens.owner!);
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toMatch(new RegExp(`^${field}:`));
      }
      expect((await f.get('/api/statistics/report', '')).statusCode).toBe(401);
    });
  });

  describe('exports and lists', () => {
    it('stats.csv holds the report’s rows and columns, then the totals', async () => {
      const query = 'preset=this_month&group=day,offer';
      const r = await report(query);
      const response = await f.get(`/api/statistics/report.csv?${query}`, tokens.owner!);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="stats.csv"');
      const lines = response.body
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
      expect(lines[0]).toEqual([
        'Day (America/New_York)',
        'Offer',
        'Currency',
        'Converted',
        'Clicks',
        'Unique clicks',
        'Conversions',
        'CR',
        'EPC',
        'Payout',
        'Revenue',
        'Profit',
      ]);
      const money = (minor: number) => (minor / 100).toFixed(2);
      expect(lines.slice(1, -1)).toEqual(
        r.rows.map((row) => [
          ...row.keys,
          'USD',
          'no',
          String(row.clicks),
          String(row.unique_clicks),
          String(row.conversions),
          `${((row.conversions / row.clicks) * 100).toFixed(2)}%`,
          (row.payout! / row.clicks / 100).toFixed(4),
          money(row.payout!),
          money(row.revenue!),
          money(row.profit!),
        ]),
      );
      expect(lines.at(-1)?.slice(0, 6)).toEqual([
        'Total',
        '',
        'USD',
        'no',
        String(r.totals.clicks),
        String(r.totals.unique_clicks),
      ]);
      const publisherCsv = await f.get(`/api/statistics/report.csv?${query}`, tokens.p1!);
      expect(publisherCsv.body.split('\r\n')[0]).toBe(
        'Day (America/New_York),Offer,Currency,Clicks,Unique clicks,Conversions,CR,EPC,Payout',
      );
    });

    it('conversions: scoped list with filters, CSV with the same rows', async () => {
      const all = (await f.get('/api/statistics/conversions?limit=100', tokens.owner!)).json()
        .payload as Page<Conversion>;
      expect(all.total).toBe(3);
      const mine = (await f.get('/api/statistics/conversions', tokens.p1!)).json().payload as Page<Conversion>;
      expect(mine.rows).toHaveLength(1);
      expect(mine.rows[0]).toMatchObject({
        offer_name: 'Alpha',
        publisher_name: 'Paul Publisher',
        payout: 1000,
        txn_id: 'A-1',
        country: 'US',
      });
      expect(mine.rows[0]).not.toHaveProperty('revenue');
      const pending = (await f.get('/api/statistics/conversions?status=pending', tokens.owner!)).json().payload;
      expect(pending.rows.map((c: Conversion) => c.offer_name)).toEqual(['Beta']);
      const byClick = (
        await f.get(`/api/statistics/conversions?click_id=${mine.rows[0]!.click_id}`, tokens.owner!)
      ).json().payload;
      expect(byClick.total).toBe(1);
      const globex = (await f.get('/api/statistics/conversions', tokens.globex!, GLOBEX)).json().payload;
      expect(globex.rows.map((c: Conversion) => c.offer_name)).toEqual(['Gamma']);
      const csv = await f.get('/api/statistics/conversions.csv', tokens.owner!);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="conversions.csv"');
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(1 + all.total);
      expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(all.rows.map((c) => c.click_id));
    });

    it('dashboard: role-aware comparisons, 30 days of series and the top offers', async () => {
      const owner = (await f.get('/api/statistics/dashboard', tokens.owner!)).json().payload as DashboardSummary;
      expect(owner.today.current).toMatchObject({
        clicks: 5,
        conversions: 2,
        payout: 1250,
        revenue: 1900,
        profit: 650,
      });
      // Yesterday's click was at 12:00: it is compared only once today has passed 12:00 too.
      expect(owner.today.previous.clicks).toBe(localClockOf(now(), TZ) >= '12:00' ? 1 : 0);
      expect(owner.series).toHaveLength(30);
      expect(owner.series.at(-1)).toMatchObject({ day: today, clicks: 5 });
      expect(owner.top_offers[0]).toMatchObject({ offer_name: 'Alpha' });
      const publisher = (await f.get('/api/statistics/dashboard', tokens.p1!)).json().payload as DashboardSummary;
      expect(inOneCurrency(publisher.today.current)).toEqual({
        clicks: 3,
        unique_clicks: 2,
        conversions: 1,
        payout: 1000,
      });
    });
  });
});
