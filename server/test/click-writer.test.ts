import type { Kysely } from 'kysely';
import type { Database } from '../src/shared/db/schema';
import type { NewClick } from '../src/statistics/rollups';
import { ClickWriter } from '../src/tracking/click-writer';

/** What the database was asked to commit, batch by batch; a batch holding a refused click fails. */
const committed: string[][] = [];
let failuresLeft = 0;
const refused = new Set<string>();

jest.mock('../src/statistics/rollups', () => {
  const rollups = jest.requireActual('../src/statistics/rollups');
  return {
    ...rollups,
    writeClickRows: async (_trx: unknown, _dialect: unknown, rows: unknown[][]) => {
      const ids = rows.map((row) => row[rollups.CLICK_COLUMN_INDEX.click_id] as string);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('database is locked');
      }
      if (ids.some((id) => refused.has(id))) throw new Error('CHECK constraint failed');
      committed.push(ids);
    },
  };
});

const db = { transaction: () => ({ execute: (work: (trx: unknown) => Promise<void>) => work({}) }) };
const click = (id: string) => ({ click_id: id }) as NewClick;

function writer(onLost = jest.fn()) {
  const clicks = new ClickWriter(db as unknown as Kysely<Database>, 'sqlite', {
    flushMs: 10_000,
    flushMax: 1000,
    onLost,
    retryDelaysMs: [1, 1, 1],
  });
  return { clicks, onLost };
}

beforeEach(() => {
  committed.length = 0;
  failuresLeft = 0;
  refused.clear();
});

describe('a click batch the database refuses', () => {
  it('is tried again: a passing failure loses nothing and writes each click once', async () => {
    const { clicks, onLost } = writer();
    for (const id of ['a', 'b', 'c']) clicks.add(click(id));
    failuresLeft = 2;
    await clicks.flush();
    expect(committed).toEqual([['a', 'b', 'c']]);
    expect(onLost).not.toHaveBeenCalled();
    expect(clicks.holds('a')).toBe(false);
  });

  it('is split when it keeps failing: the others are written, the refused click is reported with its data', async () => {
    const { clicks, onLost } = writer();
    for (const id of ['a', 'bad', 'c']) clicks.add(click(id));
    refused.add('bad');
    await clicks.flush();
    expect(committed).toEqual([['a'], ['c']]);
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(onLost).toHaveBeenCalledWith(expect.any(Error), click('bad'));
  });
});
