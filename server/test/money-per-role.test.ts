import { MONEY_FIELDS_OF, type Role } from '@affnet/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';
import { exportsClient } from './exports-helpers';
import { signIn, UNKNOWN_HOST } from './helpers';

/**
 * Issue 10: each role's responses carry only its own money — a publisher what he earns (payout), an advertiser what
 * he pays (revenue), the owner both and the margin (profit). Every endpoint that carries money is in the table; any
 * key or CSV header that looks like money and is not the role's fails, so a new field is caught too.
 */
type Caller = Exclude<Role, 'admin'>;
type Kind = 'offers' | 'report' | 'conversions';

let f: TrackingFixture;
const tokens: Partial<Record<Role, string>> = {};
let offerId = 0;
let conversionId = 0;

const MONEY_KEY = /payout|revenue|profit|margin|epc|price|cost|earning/i;
/** The kind of deal (CPA, CPS…), not an amount: every role sees it. */
const NOT_MONEY = new Set(['payout_type', 'Payout type']);

/** The money columns of each CSV per role, exactly. */
const CSV_MONEY: Record<Kind, Record<Caller, string[]>> = {
  offers: { network: ['Payout', 'Revenue'], publisher: ['Payout'], advertiser: ['Price'] },
  report: { network: ['EPC', 'Payout', 'Revenue', 'Profit'], publisher: ['EPC', 'Payout'], advertiser: ['Cost'] },
  conversions: { network: ['Payout', 'Revenue'], publisher: ['Payout'], advertiser: ['Cost'] },
};

/** Every object in a JSON value that carries a money-looking key, with those keys. */
function moneyHolders(value: unknown, path = '$', found: { path: string; keys: string[] }[] = []) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      moneyHolders(item, `${path}[${i}]`, found);
    });
  } else if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((key) => MONEY_KEY.test(key) && !NOT_MONEY.has(key));
    if (keys.length > 0) found.push({ path, keys: keys.sort() });
    for (const [key, child] of Object.entries(value)) moneyHolders(child, `${path}.${key}`, found);
  }
  return found;
}

const get = (role: Role, url: string) => f.get(url, tokens[role] ?? '', role === 'admin' ? UNKNOWN_HOST : ACME);

const JSON_ENDPOINTS: Record<string, (role: Role) => Promise<LightMyRequestResponse>> = {
  'offers list': (role) => get(role, '/api/offers?limit=100'),
  'offers list sorted by money': (role) => get(role, '/api/offers?sort=payout&order=desc'),
  'offer detail': (role) => get(role, `/api/offers/${offerId}`),
  'report rows and totals': (role) => get(role, '/api/statistics/report?preset=today&group=offer'),
  // Country and OS come from the raw clicks (a Sub ID level would too, but it is not an advertiser's: issue 26).
  'report from raw clicks': (role) => get(role, '/api/statistics/report?preset=today&group=country,os'),
  dashboard: (role) => get(role, '/api/statistics/dashboard'),
  'conversions list': (role) => get(role, '/api/statistics/conversions'),
};

const CSV_ENDPOINTS: Record<Kind, string> = {
  offers: '/api/offers/export.csv',
  report: '/api/statistics/report.csv?preset=today&group=day,offer',
  conversions: '/api/statistics/conversions.csv',
};

const headerOf = (csv: string) => (csv.split('\r\n')[0] ?? '').split(',');
const moneyHeaders = (csv: string) => headerOf(csv).filter((cell) => MONEY_KEY.test(cell) && !NOT_MONEY.has(cell));

beforeAll(async () => {
  f = await trackingFixture();
  const advertiser = await f.userId('advertiser@acme.test');
  const publisher = await f.userId('publisher@acme.test');
  offerId = await f.addOffer({ name: 'Money check', advertiser_id: advertiser, payout: 3500, revenue: 5000 });
  // The advertiser's dearest offer pays its publishers least: sorting by payout would put it last.
  await f.addOffer({ name: 'Dear and thin', advertiser_id: advertiser, payout: 1, revenue: 999_999 });
  const click = await f.clickId({ offer_id: offerId, aff_id: publisher, aff_sub1: 'm' });
  await f.clickId({ offer_id: offerId, aff_id: publisher });
  expect((await f.postback({ click_id: click, txn_id: 'M-1' })).statusCode).toBe(200);
  await f.flush();
  conversionId = Number(
    (await f.db.selectFrom('conversions').select('id').where('click_id', '=', click).executeTakeFirstOrThrow()).id,
  );
  tokens.network = await f.token('owner@acme.test');
  tokens.publisher = await f.token('publisher@acme.test');
  tokens.advertiser = await f.token('advertiser@acme.test');
  tokens.admin = (await signIn(f.app, UNKNOWN_HOST, 'admin', 'admin@affnet.test')).token as string;
});
afterAll(() => f.close());

const CALLERS: Caller[] = ['network', 'publisher', 'advertiser'];
const jsonCases = CALLERS.flatMap((role) => Object.keys(JSON_ENDPOINTS).map((endpoint) => [role, endpoint] as const));

describe.each(jsonCases)('%s: %s', (role, endpoint) => {
  it(`carries only ${MONEY_FIELDS_OF[role].join(', ')} wherever money is`, async () => {
    const response = await JSON_ENDPOINTS[endpoint]!(role);
    expect(response.statusCode).toBe(200);
    const holders = moneyHolders(response.json().payload);
    // Not vacuous: the answer has money in it (the seeded offer, click and conversion).
    expect(holders.length).toBeGreaterThan(0);
    const expected = [...MONEY_FIELDS_OF[role]].sort();
    for (const holder of holders) expect(holder).toEqual({ path: holder.path, keys: expected });
  });
});

const csvCases = CALLERS.flatMap((role) => (Object.keys(CSV_ENDPOINTS) as Kind[]).map((kind) => [role, kind] as const));

describe.each(csvCases)('%s: %s.csv', (role, kind) => {
  it('has the money columns of the role and no other', async () => {
    const response = await get(role, CSV_ENDPOINTS[kind]);
    expect(response.statusCode).toBe(200);
    expect(moneyHeaders(response.body)).toEqual(CSV_MONEY[kind][role]);
    expect(response.body.trim().split('\r\n').length).toBeGreaterThan(1);
  });

  it('the download center writes the same columns', async () => {
    const client = exportsClient(f.app, tokens[role]!);
    const query: Record<string, string> = kind === 'report' ? { preset: 'today', group: 'day,offer' } : {};
    const created = await client.create(kind, query);
    expect([200, 201]).toContain(created.statusCode);
    const job = await client.finished(created.json().payload.id);
    expect(job.status).toBe('done');
    const file = await client.file(job.id);
    expect(moneyHeaders(file.body)).toEqual(CSV_MONEY[kind][role]);
  });
});

describe('the other doors', () => {
  it('the publisher API answers a publisher his payout only', async () => {
    const keys = { apikey: 'acme-publisher-apikey', secretkey: 'acme-publisher-secret' };
    const response = await f.app.inject({ url: '/publisher/offers/v2?limit=100', headers: { host: ACME, ...keys } });
    expect(response.statusCode).toBe(200);
    const holders = moneyHolders(response.json().payload);
    expect(holders.length).toBeGreaterThan(0);
    for (const holder of holders) expect(holder.keys).toEqual(['payout']);
  });

  it("an advertiser's money sort orders by his price, so the publishers' payout order does not show", async () => {
    const response = await get('advertiser', '/api/offers?sort=payout&order=desc&limit=100');
    type Row = { revenue: number; currency: string; payout_type: string };
    const rows = response.json().payload.rows as Row[];
    expect(rows.length).toBeGreaterThan(2);
    // As for everyone: fixed amounts by currency, then percentages; ranked inside each group, by his price.
    const groupOf = (o: Row) => (o.payout_type === 'CPS' ? '~percent' : o.currency);
    for (const group of new Set(rows.map(groupOf))) {
      const prices = rows.filter((o) => groupOf(o) === group).map((o) => o.revenue);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it("the owner's conversion decision answers with payout, revenue and profit", async () => {
    const response = await f.app.inject({
      method: 'POST',
      url: `/api/statistics/conversions/${conversionId}/status`,
      headers: { host: ACME, authorization: tokens.network! },
      payload: { status: 'approved' },
    });
    expect(response.statusCode).toBe(200);
    expect(moneyHolders(response.json().payload)).toEqual([{ path: '$', keys: ['payout', 'profit', 'revenue'] }]);
  });

  it.each(Object.keys(JSON_ENDPOINTS))('the platform admin gets no network money from %s', async (endpoint) => {
    const response = await JSON_ENDPOINTS[endpoint]!('admin');
    expect(response.statusCode).toBe(403);
    expect(moneyHolders(response.json())).toEqual([]);
  });
});
