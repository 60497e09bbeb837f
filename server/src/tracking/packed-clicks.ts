import { CLICK_COLUMN_INDEX as C, CLICK_COLUMNS, type ClickRow, type NewClick } from '../statistics/rollups';

/**
 * A batch of clicks as one text, for the click writer's thread: a worker receives a copy of what it is sent, and
 * one text costs both threads a fraction of what 1,000 objects of 21 fields cost to copy (2 µs a click each side).
 *
 * The values follow one another in CLICK_COLUMNS order, each ended by a NUL, which no value holds (clip() removes it
 * from what a visitor sends, and PostgreSQL stores none). A null is written empty: a nullable text never holds an
 * empty text (clip() makes it null).
 */
const END = '\u0000';
const NUMBERS = [C.network_id, C.offer_id, C.publisher_id, C.is_unique, C.payout, C.revenue];
const NULLABLE = [C.offer_id, C.publisher_id, C.country, C.sub1, C.sub2, C.sub3, C.sub4, C.sub5, C.reason];

export function packClicks(clicks: readonly NewClick[]): string {
  let text = '';
  for (const click of clicks) for (const column of CLICK_COLUMNS) text += (click[column] ?? '') + END;
  return text;
}

export function unpackClicks(text: string): ClickRow[] {
  const values: unknown[] = text.split(END);
  const width = CLICK_COLUMNS.length;
  const rows: ClickRow[] = [];
  for (let start = 0; start + width <= values.length; start += width) {
    const row = values.slice(start, start + width);
    for (const i of NULLABLE) if (row[i] === '') row[i] = null;
    for (const i of NUMBERS) if (row[i] !== null) row[i] = Number(row[i]);
    rows.push(row);
  }
  return rows;
}
