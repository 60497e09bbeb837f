import { CLICK_COLUMNS, type ClickRow, clickRowOf, type NewClick, writeClickRows } from '../src/statistics/rollups';
import { type TrackingFixture, trackingFixture } from './click-fixtures';

// On SQLite a multi-row VALUES, on PostgreSQL one array per column (unnest): what goes in comes out the same.
let f: TrackingFixture;
beforeAll(async () => {
  f = await trackingFixture();
});
afterAll(() => f.close());

function clickOf(id: number, changes: Partial<NewClick>): NewClick {
  return {
    click_id: `01a21aa00000000000000000000${String(id).padStart(5, '0')}`,
    network_id: f.acme.id,
    offer_id: 1,
    publisher_id: 2,
    created_at: '2026-11-27T02:15:03.120Z',
    local_hour: '2026-11-27T02',
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    country: 'DE',
    os: 'windows',
    device: 'desktop',
    sub1: null,
    sub2: null,
    sub3: null,
    sub4: null,
    sub5: null,
    status: 'accepted',
    reason: null,
    is_unique: 0,
    payout: 0,
    revenue: 0,
    ...changes,
  };
}

const stored = async (ids: string[]): Promise<ClickRow[]> =>
  (
    await f.db.selectFrom('clicks').select(CLICK_COLUMNS).where('click_id', 'in', ids).orderBy('click_id').execute()
  ).map((row) => clickRowOf(row as NewClick));

describe('a batch of clicks written in one statement', () => {
  it('keeps every character, null and number: quotes, backslashes, braces, commas, NULL as text, other scripts', async () => {
    const clicks = [
      clickOf(1, { sub1: '"quoted"', sub2: "it's", sub3: 'back\\slash', sub4: '{a,b}', sub5: '(x, y)' }),
      clickOf(2, { sub1: 'NULL', sub2: '', sub3: ' spaced ', sub4: 'tab\tline\nend', sub5: 'spring sale ✓ 春' }),
      clickOf(3, {
        offer_id: null,
        publisher_id: null,
        country: null,
        status: 'rejected',
        reason: 'offer_unknown',
        user_agent: '',
      }),
      clickOf(4, { payout: 1_234_567_890_123, revenue: 9_007_199_254_740_991, sub1: 'a'.repeat(200) }),
    ];
    const rows = clicks.map(clickRowOf);
    await f.db.transaction().execute((trx) => writeClickRows(trx, f.app.ctx.dialect, rows));
    const ids = clicks.map((click) => click.click_id);
    const expected = clicks.map(clickRowOf);
    // The first accepted click of its visitor, offer and day is unique; the rest are not.
    expected[0]![CLICK_COLUMNS.indexOf('is_unique')] = 1;
    expect(await stored(ids)).toEqual(expected);
  });

  it('writes a batch larger than one statement holds, each click once', async () => {
    const clicks = Array.from({ length: 12_000 }, (_, i) => clickOf(10_000 + i, { ip: `198.51.${i >> 8}.${i & 255}` }));
    await f.db.transaction().execute((trx) => writeClickRows(trx, f.app.ctx.dialect, clicks.map(clickRowOf)));
    const count = await f.db
      .selectFrom('clicks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('click_id', '>=', clickOf(10_000, {}).click_id)
      .where('click_id', '<=', clickOf(21_999, {}).click_id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(12_000);
  });
});
