import { now } from '../src/shared/clock';
import { ClickWriter } from '../src/tracking/click-writer';
import { decideClick } from '../src/tracking/clicks';
import { ACME, type TrackingFixture, trackingFixture, WINDOWS } from './click-fixtures';
import { dayStats } from './day-stats';

let f: TrackingFixture;
let offer: number;
let publisher: number;
beforeAll(async () => {
  f = await trackingFixture();
  offer = await f.addOffer();
  publisher = await f.userId('publisher@acme.test');
});
afterAll(() => f.close());

async function clicks(count: number) {
  await f.app.ctx.nodes.catalogueChanged();
  const catalogue = await f.tracking.catalogue(ACME);
  if (!catalogue) throw new Error('no catalogue for Acme');
  return Array.from({ length: count }, (_, i) => {
    const request = {
      offer_id: String(offer),
      aff_id: String(publisher),
      subs: ['thread', undefined, undefined, undefined, undefined],
      ip: `198.51.100.${i % 200}`,
      userAgent: WINDOWS,
      country: null,
      now: now(),
    };
    return decideClick(catalogue, request).click;
  });
}

const storedIds = async () =>
  (await f.db.selectFrom('clicks').select('click_id').where('sub1', '=', 'thread').execute()).map((r) => r.click_id);

describe('click batches written by a thread of their own', () => {
  it('stores every click added, once, with its rollups; close() returns once its thread has ended', async () => {
    const onLost = jest.fn();
    const writer = new ClickWriter(f.db, f.app.ctx.dialect, {
      flushMs: 5,
      flushMax: 200,
      onLost,
      databaseUrl: f.app.ctx.config.databaseUrl,
    });
    const made = await clicks(700);
    const before = (await dayStats(f.db, { offerId: offer }))[0]?.clicks ?? 0;
    for (const click of made) await writer.add(click);
    expect(writer.holds(made[699]!.click_id)).toBe(true);
    await writer.flush();
    expect(writer.holds(made[699]!.click_id)).toBe(false);
    expect((await storedIds()).sort()).toEqual(made.map((c) => c.click_id).sort());
    const [stats] = await dayStats(f.db, { offerId: offer });
    expect(stats?.clicks).toBe(before + 700);
    expect(stats?.unique_clicks).toBe(200);
    await writer.close();
    expect(onLost).not.toHaveBeenCalled();
  });

  it('reports a click its database refuses even alone, with its data, and writes the rest of the batch', async () => {
    const onLost = jest.fn();
    const writer = new ClickWriter(f.db, f.app.ctx.dialect, {
      flushMs: 10_000,
      flushMax: 1000,
      onLost,
      retryDelaysMs: [1],
      databaseUrl: f.app.ctx.config.databaseUrl,
    });
    const [stored, fresh] = await clicks(2);
    const again = { ...stored!, click_id: (await storedIds())[0]! };
    writer.add(again);
    writer.add(fresh!);
    await writer.flush();
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(onLost).toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }), again);
    expect(await storedIds()).toContain(fresh!.click_id);
    await writer.close();
  });
});
