import type { Offer, Page } from '@affnet/contracts';
import { parseCsv } from '../../e2e/support/csv';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';
import { call } from './offers-helpers';

let t: TestApp;
let owner: string;
let publisher: string;
let advertiser: string;
let advertiserId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
  const adv = await signIn(t.app, ACME, 'member', 'advertiser@acme.test');
  advertiser = adv.token;
  advertiserId = adv.userDetail.id;
});
afterAll(() => t.close());

async function list(token: string, query = '') {
  const result = await call<Page<Offer>>(t.app, token, 'GET', `/api/offers?limit=100&${query}`);
  expect(result.status).toBe(200);
  return result.body.payload as Page<Offer>;
}
const names = (page: Page<Offer>) => page.rows.map((offer) => offer.name).sort();

describe('tabs per role', () => {
  it("shows a publisher what he may see: live public and approval offers, and private ones he's allowed on", async () => {
    expect(names(await list(publisher, 'tab=all'))).toEqual(
      [
        'CashNow Personal Loans',
        'Dragon Legends – Mobile RPG',
        'FitLife Keto – Trial Offer',
        'LoveMatch – Dating SOI',
        'Mega Sweepstakes – iPhone Giveaway',
        'QuickSurvey Rewards – Click',
        'SafeHome Insurance Quotes',
        'ShieldVPN – 1-Year Plan',
        'ShopMart – Online Store Sales',
        'StyleHub Fashion – Sales',
        'TradePro Crypto Exchange – FTD',
      ].sort(),
    );
    const active = await list(publisher, 'tab=active');
    expect(active.total).toBe(7);
    expect(active.rows.every((o) => o.status === 'active' && o.access === 'allowed')).toBe(true);
    const publicTab = await list(publisher, 'tab=public');
    expect(publicTab.total).toBe(7);
    expect(publicTab.rows.every((o) => o.visibility === 'public')).toBe(true);
    const privateTab = await list(publisher, 'tab=private');
    expect(Object.fromEntries(privateTab.rows.map((o) => [o.name, o.access]))).toEqual({
      'CashNow Personal Loans': 'allowed',
      'TradePro Crypto Exchange – FTD': 'requested',
      'StyleHub Fashion – Sales': 'rejected',
      'FitLife Keto – Trial Offer': 'none',
    });
  });

  it('shows the owner everything, with revenue; tabs by status and visibility', async () => {
    const all = await list(owner);
    expect(all.total).toBe(14);
    expect(all.rows.every((o) => typeof o.revenue === 'number' && o.revenue > (o.payout ?? Infinity))).toBe(true);
    expect(all.rows.every((o) => o.access === undefined)).toBe(true);
    expect((await list(owner, 'tab=active')).total).toBe(10);
    expect((await list(owner, 'tab=public')).total).toBe(9);
    const privateTab = await list(owner, 'tab=private');
    expect(privateTab.total).toBe(5);
    expect(privateTab.rows.every((o) => o.visibility !== 'public')).toBe(true);
  });

  it('shows an advertiser only his own offers, with his price and no payout', async () => {
    const all = await list(advertiser);
    expect(all.total).toBe(11);
    // What he pays, never what the publishers are paid or the network's margin (issue 10).
    expect(all.rows.every((o) => o.advertiser_id === advertiserId && typeof o.revenue === 'number')).toBe(true);
    expect(all.rows.some((o) => 'payout' in o || 'profit' in o)).toBe(false);
    const house = (await list(owner)).rows.find((o) => o.advertiser_id === null);
    expect((await call(t.app, advertiser, 'GET', `/api/offers/${house?.id}`)).status).toBe(404);
  });

  it('hides revenue from publishers and parses the JSON columns into arrays', async () => {
    const rows = (await list(publisher)).rows;
    expect(rows.some((o) => 'revenue' in o)).toBe(false);
    const vpn = rows.find((o) => o.name.startsWith('ShieldVPN'));
    expect(vpn).toMatchObject({ countries: ['US', 'CA', 'GB', 'AU'], os: [], categories: ['VPN', 'Security'] });
    const detail = await call<Offer>(t.app, publisher, 'GET', `/api/offers/${vpn?.id}`);
    expect(detail.body.payload).toEqual(vpn);
  });

  it('answers 404 for offers a publisher may not see (private not invited, pending, expired)', async () => {
    const hidden = (await list(owner)).rows.filter((o) =>
      ['Royal Spins Casino – Registration', 'EduMaster Online Courses', 'Summer Travel Deals 2026'].includes(o.name),
    );
    expect(hidden).toHaveLength(3);
    for (const offer of hidden) {
      const result = await call(t.app, publisher, 'GET', `/api/offers/${offer.id}`);
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ err: 1, code: 'NOT_FOUND' });
    }
  });
});

describe('filters, sort and pagination', () => {
  it('filters by country and OS (empty targeting matches every value), payout type and status', async () => {
    const all = (await list(owner)).rows;
    const de = await list(owner, 'country=de');
    expect(de.rows.map((o) => o.id).sort()).toEqual(
      all
        .filter((o) => o.countries.length === 0 || o.countries.includes('DE'))
        .map((o) => o.id)
        .sort(),
    );
    expect(de.total).toBe(7);
    const ios = await list(owner, 'os=ios');
    expect(ios.total).toBe(all.filter((o) => o.os.length === 0 || o.os.includes('ios')).length);
    const cps = await list(owner, 'payout_type=CPS');
    expect(cps.rows.map((o) => o.payout_type)).toEqual(['CPS', 'CPS', 'CPS']);
    const paused = await list(owner, 'status=paused&tab=public');
    expect(names(paused)).toEqual(['SafeHome Insurance Quotes']);
  });

  it('searches name and description, case-insensitively, with % and _ taken literally', async () => {
    expect(names(await list(owner, 'search=shieldVPN'))).toEqual(['ShieldVPN – 1-Year Plan']);
    expect(names(await list(owner, 'search=MONEY-BACK'))).toEqual(['ShieldVPN – 1-Year Plan']);
    expect((await list(owner, 'search=%25')).total).toBe(0);
    expect((await list(owner, 'search=_')).total).toBe(0);
    expect((await list(owner, 'search=%20%20')).total).toBe(14);
  });

  it('sorts by name, payout, status and creation, both ways', async () => {
    const byName = (await list(owner, 'sort=name')).rows.map((o) => o.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    // Fixed amounts by currency, then the CPS percentages; amounts ranked inside each group only.
    const groupOf = (o: Offer) => (o.payout_type === 'CPS' ? '~percent' : o.currency);
    for (const order of ['desc', 'asc'] as const) {
      const rows = (await list(owner, `sort=payout&order=${order}`)).rows;
      const groups = rows.map(groupOf);
      expect(groups).toEqual([...groups].sort());
      expect(new Set(groups)).toEqual(new Set(['EUR', 'USD', '~percent']));
      for (const group of new Set(groups)) {
        const amounts = rows.filter((o) => groupOf(o) === group).map((o) => o.payout ?? 0);
        expect(amounts).toEqual([...amounts].sort((a, b) => (order === 'desc' ? b - a : a - b)));
      }
    }
    const byStatus = (await list(owner, 'sort=status')).rows.map((o) => o.status);
    expect(byStatus).toEqual([...byStatus].sort());
    const newest = (await list(owner)).rows.map((o) => o.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('pages with a total; pages together are the whole list', async () => {
    const whole = (await list(owner, 'sort=name')).rows.map((o) => o.id);
    const pages: number[] = [];
    for (const page of [1, 2, 3]) {
      const result = await call<Page<Offer>>(t.app, owner, 'GET', `/api/offers?sort=name&limit=5&page=${page}`);
      expect(result.body.payload).toMatchObject({ total: 14, page, limit: 5 });
      pages.push(...(result.body.payload?.rows ?? []).map((o) => o.id));
    }
    expect(pages).toEqual(whole);
    const beyond = await call<Page<Offer>>(t.app, owner, 'GET', '/api/offers?page=99');
    expect(beyond.body.payload).toEqual({ rows: [], total: 14, page: 99, limit: 20 });
  });
});

describe('offers.csv', () => {
  it('holds the same rows as the list, with revenue for the owner only', async () => {
    const query = 'tab=all&sort=payout&order=desc';
    const rows = (await list(owner, query)).rows;
    const csv = await call(t.app, owner, 'GET', `/api/offers/export.csv?${query}&page=1&limit=5`);
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toContain('text/csv');
    expect(csv.response.headers['content-disposition']).toBe('attachment; filename="offers.csv"');
    const [header, ...lines] = parseCsv(csv.response.body);
    expect(header).toEqual([
      'ID',
      'Name',
      'Status',
      'Visibility',
      'Payout type',
      'Payout',
      'Currency',
      'Countries',
      'OS',
      'Categories',
      'Revenue',
    ]);
    expect(lines.map((line) => Number(line[0]))).toEqual(rows.map((o) => o.id));
    const vpn = lines.find((line) => line[1] === 'ShieldVPN – 1-Year Plan');
    expect(vpn).toEqual([
      expect.any(String),
      'ShieldVPN – 1-Year Plan',
      'active',
      'public',
      'CPA',
      '35.00',
      'USD',
      'US, CA, GB, AU',
      'All',
      'VPN, Security',
      '50.00',
    ]);
    expect(lines.find((line) => line[4] === 'CPS')?.[5]).toMatch(/^\d+\.\d{2}%$/);

    const mine = parseCsv((await call(t.app, publisher, 'GET', '/api/offers/export.csv?tab=active')).response.body);
    expect(mine[0]).not.toContain('Revenue');
    expect(
      mine
        .slice(1)
        .map((line) => Number(line[0]))
        .sort(),
    ).toEqual((await list(publisher, 'tab=active')).rows.map((o) => o.id).sort());
  });
});
