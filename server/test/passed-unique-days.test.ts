import { now } from '../src/shared/clock';
import { PassedUniqueDays, UNIQUE_DAYS_KEPT } from '../src/statistics/passed-unique-days';
import { CLICK_COLUMNS, type ClickRow, clickRowOf, type NewClick } from '../src/statistics/rollups';
import { ClickWriter } from '../src/tracking/click-writer';
import { decideClick } from '../src/tracking/clicks';
import { ACME, type TrackingFixture, trackingFixture, WINDOWS } from './click-fixtures';

let f: TrackingFixture;
beforeAll(async () => {
  f = await trackingFixture();
});
afterAll(() => f.close());

const IP = '203.0.113.77';

/** A key of `day` for the network's first offer and publisher, from a test-only IP. */
async function addKey(networkId: number, day: string) {
  await f.db
    .insertInto('click_uniques')
    .values({ network_id: networkId, day, offer_id: 1, publisher_id: 1, ip: IP })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

const keyDays = async (networkId: number) =>
  (
    await f.db
      .selectFrom('click_uniques')
      .select('day')
      .where('network_id', '=', networkId)
      .where('ip', '=', IP)
      .orderBy('day')
      .execute()
  ).map((row) => row.day);

/** A written click's row: only its network and time matter here. */
const row = (networkId: number, at: string): ClickRow =>
  clickRowOf({ network_id: networkId, created_at: at } as NewClick);

/** How many days of keys (any IP) the network has before `day`. */
async function daysBefore(networkId: number, day: string) {
  const rows = await f.db
    .selectFrom('click_uniques')
    .select('day')
    .distinct()
    .where('network_id', '=', networkId)
    .where('day', '<', day)
    .execute();
  return rows.length;
}

/** Calls forget with the batch until the network has no day before `day` left (one day a call), and once more. */
async function forgetAll(passed: PassedUniqueDays, batch: ClickRow[], networkId: number, day: string) {
  for (let left = await daysBefore(networkId, day); left > 0; left--) {
    await passed.forget(f.db, batch);
    expect(await daysBefore(networkId, day)).toBe(left - 1);
  }
  await passed.forget(f.db, batch);
}

describe('unique-click keys of days no click can reach', () => {
  it('are deleted after the batches of a new day, per network, one day a batch, keeping the days a click can reach', async () => {
    const days = ['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'];
    for (const day of days) await addKey(f.acme.id, day);
    await addKey(f.globex.id, '2026-03-01');
    const passed = new PassedUniqueDays();

    const batch = [row(f.acme.id, '2026-03-10T00:30:00.000Z'), row(f.acme.id, '2026-03-09T23:59:00.000Z')];
    await forgetAll(passed, batch, f.acme.id, '2026-03-08');
    expect(UNIQUE_DAYS_KEPT).toBe(2);
    // UTC−12 still has 9 March at 00:30 UTC on the 10th; the 8th is kept for a batch written late.
    expect(await keyDays(f.acme.id)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(await keyDays(f.globex.id)).toEqual(['2026-03-01']);

    // Once none is left, not again before the next day: a key added back for a passed day stays until then.
    await addKey(f.acme.id, '2026-03-01');
    await passed.forget(f.db, [row(f.acme.id, '2026-03-10T18:00:00.000Z')]);
    expect(await keyDays(f.acme.id)).toEqual(['2026-03-01', '2026-03-08', '2026-03-09', '2026-03-10']);
    const nextDay = [row(f.acme.id, '2026-03-11T00:00:01.000Z'), row(f.globex.id, '2026-03-11T00:00:01.000Z')];
    await forgetAll(passed, nextDay, f.acme.id, '2026-03-09');
    expect(await keyDays(f.acme.id)).toEqual(['2026-03-09', '2026-03-10']);
    expect(await keyDays(f.globex.id)).toEqual([]);
  });

  it('rows without a network or a time (nothing to go by) delete nothing', async () => {
    await addKey(f.acme.id, '2020-01-01');
    await new PassedUniqueDays().forget(f.db, [CLICK_COLUMNS.map(() => null)]);
    expect(await keyDays(f.acme.id)).toContain('2020-01-01');
    await f.db.deleteFrom('click_uniques').where('day', '=', '2020-01-01').execute();
  });

  it.each([
    ['the writer thread', true],
    ['the writer on the answering thread', false],
  ])('are deleted by %s once it has written a batch, the oldest day first', async (_name, thread) => {
    await addKey(f.acme.id, '2020-01-02');
    const writer = new ClickWriter(f.db, f.app.ctx.dialect, {
      flushMs: 5,
      flushMax: 100,
      ...(thread ? { databaseUrl: f.app.ctx.config.databaseUrl } : {}),
    });
    await f.app.ctx.nodes.catalogueChanged();
    const catalogue = await f.tracking.catalogue(ACME);
    if (!catalogue) throw new Error('no catalogue for Acme');
    const offer = await f.addOffer();
    const publisher = await f.userId('publisher@acme.test');
    const request = {
      offer_id: String(offer),
      aff_id: String(publisher),
      subs: [undefined, undefined, undefined, undefined, undefined],
      ip: IP,
      userAgent: WINDOWS,
      country: null,
      now: now(),
    };
    writer.add(decideClick(catalogue, request).click);
    await writer.flush();
    // The thread deletes after its answer: wait for it (a few milliseconds).
    for (let tries = 0; (await keyDays(f.acme.id)).includes('2020-01-02') && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await keyDays(f.acme.id)).not.toContain('2020-01-02');
    await writer.close();
  });
});
