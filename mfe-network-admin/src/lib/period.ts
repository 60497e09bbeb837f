import type { PaymentTermSetting } from '@affnet/contracts';
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

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** Today in `zone` as a UTC midnight, for counting days without the machine's zone. */
function todayIn(now: Date, zone: string): Date {
  return new Date(`${isoInZone(now, zone).slice(0, 10)}T00:00:00Z`);
}

/** The last whole week, Monday to Sunday, before the one `now` falls in, in `zone`. */
export function lastWeek(now: Date, zone: string): Period {
  const today = todayIn(now, zone);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const lastSunday = new Date(today.getTime() - (sinceMonday + 1) * 86_400_000);
  const monday = new Date(lastSunday.getTime() - 6 * 86_400_000);
  return { from: dayText(monday), to: dayText(lastSunday) };
}

/** The last whole half of a month (1st–15th, or 16th to the month's end) before the one `now` falls in, in `zone`. */
export function lastHalfMonth(now: Date, zone: string): Period {
  const today = isoInZone(now, zone).slice(0, 10);
  if (Number(today.slice(8, 10)) > 15) return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-15` };
  const month = lastMonth(now, zone);
  return { from: `${month.from.slice(0, 7)}-16`, to: month.to };
}

/** The period a new payout run proposes on the network's payment term: its last whole week, half month or month. */
export function lastPeriodOf(term: PaymentTermSetting['term'], now: Date, zone: string): Period {
  if (term === 'weekly') return lastWeek(now, zone);
  if (term === 'semi_monthly') return lastHalfMonth(now, zone);
  return lastMonth(now, zone);
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
