import { type Conversion, type Offer, REPORT_GROUPS } from '@affnet/contracts';
import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';
import { exportsClient } from './exports-helpers';

/**
 * Issue 26: each role gets the data of its role in every answer and file. A publisher never gets an offer's
 * destination (he runs his tracking link; the destination would let him skip it and the approval); an advertiser
 * never learns who sent his conversions (name, email, company, Sub IDs), only a stable alias "Publisher {id}"; the
 * owner sees everything. The seeded values are searched for in the raw text of each answer and file, so a new field
 * that carries one is caught too.
 */
type Caller = 'network' | 'publisher' | 'advertiser';
type Secret = 'destination' | 'publisher' | 'subs';

interface Answer {
  status: number;
  text: string;
}
interface Door {
  call: (role: Caller) => Promise<Answer>;
  /** What the owner finds in this door's answer (every role may find less). */
  owner: Secret[];
  /** Roles that cannot open it (the publisher API is for publishers). */
  only?: Caller[];
  /** Refusals by role: an advertiser may not group by Sub IDs. */
  refused?: Partial<Record<Caller, number>>;
}

const SUBS = ['sub-one-q7', 'sub-two-q7', 'sub-three-q7', 'sub-four-q7', 'sub-five-q7'];
const PUBLISHER = ['Paul Publisher', 'Paul Media', 'publisher@acme.test'];
/** The destination as the advertiser's tracker would hand it over; preview elsewhere. */
const DESTINATION = 'https://adv-tracker.example/go?net=acme-7&c={click_id}';
const APPROVAL_DESTINATION = 'https://adv-tracker.example/approval?net=acme-7&c={click_id}';

let f: TrackingFixture;
const tokens = {} as Record<Caller, string>;
let destinations: string[] = [];
let publisherId = 0;
let publicOffer = 0;
let approvalOffer = 0;

function secretsIn(text: string): Secret[] {
  const found: Secret[] = [];
  if (destinations.some((url) => text.includes(url)) || text.includes('adv-tracker.example')) found.push('destination');
  if (PUBLISHER.some((value) => text.includes(value))) found.push('publisher');
  if (SUBS.some((value) => text.includes(value))) found.push('subs');
  return found;
}

const get = async (role: Caller, url: string): Promise<Answer> => {
  const response = await f.get(url, tokens[role]);
  return { status: response.statusCode, text: response.body };
};

async function exported(role: Caller, kind: string, query: Record<string, string> = {}): Promise<Answer> {
  const client = exportsClient(f.app, tokens[role]);
  const created = await client.create(kind, query);
  if (created.statusCode >= 300) return { status: created.statusCode, text: created.body };
  const job = await client.finished(created.json().payload.id);
  expect(job.status).toBe('done');
  const file = await client.file(job.id);
  return { status: file.statusCode, text: file.body };
}

const SUB_GROUPS = new Set(['sub1', 'sub2']);
const reportDoors = Object.fromEntries(
  [...REPORT_GROUPS, 'publisher,sub1', 'day,publisher'].flatMap((group): [string, Door][] => {
    const owner: Secret[] = [];
    if (group.includes('publisher')) owner.push('publisher');
    if (group.includes('sub1') || group === 'sub2') owner.push('subs');
    const refused = group.split(',').some((g) => SUB_GROUPS.has(g)) ? { advertiser: 400 } : undefined;
    const query = `preset=today&group=${group}`;
    return [
      [`report by ${group}`, { call: (role) => get(role, `/api/statistics/report?${query}`), owner, refused }],
      [`report.csv by ${group}`, { call: (role) => get(role, `/api/statistics/report.csv?${query}`), owner, refused }],
      [
        `report export by ${group}`,
        { call: (role) => exported(role, 'report', { preset: 'today', group }), owner, refused },
      ],
    ];
  }),
);

const DOORS: Record<string, Door> = {
  'offers list': { call: (role) => get(role, '/api/offers?limit=100'), owner: ['destination'] },
  'public offer': { call: (role) => get(role, `/api/offers/${publicOffer}`), owner: ['destination'] },
  'approval offer': { call: (role) => get(role, `/api/offers/${approvalOffer}`), owner: ['destination'] },
  'offers.csv': { call: (role) => get(role, '/api/offers/export.csv'), owner: [] },
  'offers export': { call: (role) => exported(role, 'offers'), owner: [] },
  'publisher API': {
    only: ['publisher'],
    owner: [],
    call: async () => {
      const headers = { host: ACME, apikey: 'acme-publisher-apikey', secretkey: 'acme-publisher-secret' };
      const response = await f.app.inject({ url: '/publisher/offers/v2?limit=100', headers });
      return { status: response.statusCode, text: response.body };
    },
  },
  dashboard: { call: (role) => get(role, '/api/statistics/dashboard'), owner: [] },
  conversions: { call: (role) => get(role, '/api/statistics/conversions'), owner: ['publisher', 'subs'] },
  'conversions.csv': { call: (role) => get(role, '/api/statistics/conversions.csv'), owner: ['publisher', 'subs'] },
  'conversions export': { call: (role) => exported(role, 'conversions'), owner: ['publisher', 'subs'] },
  ...reportDoors,
};

beforeAll(async () => {
  f = await trackingFixture();
  const advertiser = await f.userId('advertiser@acme.test');
  publisherId = await f.userId('publisher@acme.test');
  publicOffer = await f.addOffer({ name: 'Open door', advertiser_id: advertiser, destination_url: DESTINATION });
  approvalOffer = await f.addOffer({
    name: 'Ask first',
    advertiser_id: advertiser,
    visibility: 'approval',
    destination_url: APPROVAL_DESTINATION,
    // The landing page to preview is the destination itself: it must not reach the publisher either.
    preview_url: APPROVAL_DESTINATION,
  });
  const subs = Object.fromEntries(SUBS.map((value, i) => [`aff_sub${i + 1}`, value]));
  const click = await f.clickId({ offer_id: publicOffer, aff_id: publisherId, ...subs });
  expect((await f.postback({ click_id: click, txn_id: 'D-1' })).statusCode).toBe(200);
  await f.flush();
  destinations = (await f.db.selectFrom('offers').select('destination_url').execute()).map((o) => o.destination_url);
  tokens.network = await f.token('owner@acme.test');
  tokens.publisher = await f.token('publisher@acme.test');
  tokens.advertiser = await f.token('advertiser@acme.test');
});
afterAll(() => f.close());

const CALLERS: Caller[] = ['network', 'publisher', 'advertiser'];
/** What each role must never find. */
const FORBIDDEN: Record<Caller, Secret[]> = {
  network: [],
  publisher: ['destination'],
  advertiser: ['publisher', 'subs'],
};

const cases = Object.entries(DOORS).flatMap(([name, door]) =>
  CALLERS.filter((role) => !door.only || door.only.includes(role)).map((role) => [name, role] as const),
);

describe.each(cases)('%s, as %s', (name, role) => {
  it('carries only what the role may see', async () => {
    const door = DOORS[name]!;
    const answer = await door.call(role);
    expect(answer.status).toBe(door.refused?.[role] ?? 200);
    const found = secretsIn(answer.text);
    for (const secret of FORBIDDEN[role])
      expect({ secret, found: found.includes(secret) }).toEqual({ secret, found: false });
    if (role === 'network') expect(found).toEqual(expect.arrayContaining(door.owner));
  });
});

describe('what stands in for the hidden data', () => {
  it('a publisher gets no destination field, and no preview that is the destination', async () => {
    const list = (await f.get('/api/offers?limit=100', tokens.publisher)).json().payload.rows as Offer[];
    expect(list.length).toBeGreaterThan(2);
    for (const offer of list) expect(offer).not.toHaveProperty('destination_url');
    const byId = new Map(list.map((o) => [o.id, o]));
    expect(byId.get(publicOffer)?.preview_url).toBe('https://shop.example/');
    expect(byId.get(approvalOffer)?.preview_url).toBe('');
    // The owner's view is whole.
    const owned = (await f.get(`/api/offers/${approvalOffer}`, tokens.network)).json().payload as Offer;
    expect(owned).toMatchObject({ destination_url: APPROVAL_DESTINATION, preview_url: APPROVAL_DESTINATION });
  });

  it('an advertiser reads "Publisher {id}" where a row needs the publisher, and no Sub IDs', async () => {
    const alias = `Publisher ${publisherId}`;
    const [row] = (await f.get('/api/statistics/conversions', tokens.advertiser)).json().payload.rows as Conversion[];
    expect(row).toMatchObject({ publisher_id: publisherId, publisher_name: alias });
    expect(row).not.toHaveProperty('sub_ids');
    const report = (await f.get('/api/statistics/report?preset=today&group=publisher', tokens.advertiser)).json();
    expect(report.payload.rows.map((r: { keys: string[] }) => r.keys)).toEqual([[alias]]);
    const csv = (await f.get('/api/statistics/conversions.csv', tokens.advertiser)).body.split('\r\n');
    expect(csv[0]).not.toContain('Sub ID');
    expect(csv[1]).toContain(`,${alias},`);
  });

  it('an advertiser asking for a Sub ID level is told which levels he has', async () => {
    const response = await f.get('/api/statistics/report?preset=today&group=day,sub1', tokens.advertiser);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 1, code: 'NOT_ONE_OF', field: 'group' });
    expect(response.json().msg).not.toContain('sub1');
  });
});
