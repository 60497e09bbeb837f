import { isoInZone } from '@affnet/format';

/** A payout or billing run's period: its first and last day (YYYY-MM-DD) in the network's time zone. */
export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar month before the one `now` falls in, in `zone`: the period a network pays most often. */
export function lastMonth(now: Date, zone: string): Period {
  const [year = 0, month = 1] = isoInZone(now, zone).slice(0, 7).split('-').map(Number);
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDay)}` };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a day that exists, as the server reads it ("2026-02-30" is not). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
