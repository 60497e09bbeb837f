import type { ComparedPeriod } from '@affnet/contracts';
import { addDays, firstOfMonth, lastOfMonth, localDayOf, localHourOf, startOfLocalDay } from '../shared/time-zones';

/** A compared period with the exact local clock time (HH:MM:SS) its last day stops at; null: that day counts whole. */
export interface Period extends ComparedPeriod {
  clock: string | null;
}

export interface PeriodPair {
  current: Period;
  previous: Period;
}

export const DASHBOARD_PERIODS = ['today', 'last_7_days', 'this_month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** HH:MM:SS of the instant on the zone's wall clock. */
export function localClockOf(instant: Date, timeZone: string): string {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/**
 * The instant the zone's wall clock shows `clock` on `day`. Where DST skips that time, the instant the same time
 * after midnight has passed; where it repeats, the first of the two.
 */
export function instantAt(day: string, clock: string, timeZone: string): Date {
  const [h, m, s] = clock.split(':').map(Number) as [number, number, number];
  const midnight = startOfLocalDay(day, timeZone).getTime();
  const guess = midnight + ((h * 60 + m) * 60 + s) * 1000;
  // A DST change earlier that day moves the wall clock an hour from the elapsed time: step back onto the hour.
  const shownHour = Number(localHourOf(new Date(guess), timeZone).slice(11, 13));
  const shownDay = localDayOf(new Date(guess), timeZone);
  const drift = shownDay === day ? shownHour - h : shownDay > day ? 24 + shownHour - h : shownHour - h - 24;
  if (drift === 0) return new Date(guess);
  const moved = new Date(guess - drift * 3_600_000);
  return Number(localHourOf(moved, timeZone).slice(11, 13)) === h ? moved : new Date(guess);
}

const period = (from: string, to: string, clock: string | null): Period => ({
  from,
  to,
  until: clock === null ? null : clock.slice(0, 5),
  clock,
});

/**
 * The dashboard's periods at `now`, each against one like it: today until now against yesterday until the same
 * time; the last 7 days until now against the 7 before until the same time; month to date against the same days
 * and time of last month (the whole of last month when it is shorter, e.g. 1–28 Feb from 29–31 March).
 */
export function dashboardPeriods(now: Date, timeZone: string): Record<DashboardPeriod, PeriodPair> {
  const today = localDayOf(now, timeZone);
  const clock = localClockOf(now, timeZone);
  const monthStart = firstOfMonth(today);
  const lastMonthEnd = addDays(monthStart, -1);
  const lastMonthStart = firstOfMonth(lastMonthEnd);
  const dayOfMonth = Number(today.slice(8, 10));
  const sameDayLastMonth = `${lastMonthEnd.slice(0, 8)}${today.slice(8, 10)}`;
  const lastMonthHasIt = dayOfMonth <= Number(lastOfMonth(lastMonthEnd).slice(8, 10));
  return {
    today: { current: period(today, today, clock), previous: period(addDays(today, -1), addDays(today, -1), clock) },
    last_7_days: {
      current: period(addDays(today, -6), today, clock),
      previous: period(addDays(today, -13), addDays(today, -7), clock),
    },
    this_month: {
      current: period(monthStart, today, clock),
      previous: lastMonthHasIt
        ? period(lastMonthStart, sameDayLastMonth, clock)
        : period(lastMonthStart, lastMonthEnd, null),
    },
  };
}

/** The period as the response says it (without the seconds it is cut at). */
export function comparedPeriod({ from, to, until }: Period): ComparedPeriod {
  return { from, to, until };
}
