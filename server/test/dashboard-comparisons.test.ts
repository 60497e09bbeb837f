import type { Comparison, DashboardSummary } from '@affnet/contracts';
import { rollUp } from '../src/seed/demo-traffic-rollups';
import { startClockAt } from '../src/shared/clock';
import { addDays, localDayOf, localHourOf } from '../src/shared/time-zones';
import { dashboardPeriods, instantAt } from '../src/statistics/periods';
import { GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';

/**
 * Issue 10: the dashboard compares like with like. With traffic flat (a click every 15 minutes, a conversion every
 * hour, for 70 days), early in the day the change is about 0 %, not "Down 92 %" as today-so-far against all of
 * yesterday was.
 */
const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const QUARTER = 15 * 60_000;
const DAYS = 70;

/** A click every quarter hour from 70 days before `now` to a minute after it, a conversion every hour. */
async function flatTraffic(f: TrackingFixture, networkId: number, timeZone: string, now: Date) {
  const offer = await f.addOffer({ name: 'Flat', payout: 100, revenue: 150 }, networkId);
  const owner = await f.db
    .selectFrom('users')
    .select('id')
    .where('network_id', '=', networkId)
    .where('role', '=', 'publisher')
    .executeTakeFirstOrThrow();
  const clicks = [];
  const conversions = [];
  // A minute past now: the clock runs on for a few seconds before the request, and the traffic with it.
  for (let at = now.getTime() - DAYS * 86_400_000; at < now.getTime() + 60_000; at += QUARTER) {
    const created_at = new Date(at).toISOString();
    const local_hour = localHourOf(new Date(at), timeZone);
    const base = { network_id: networkId, offer_id: offer, publisher_id: owner.id, created_at, local_hour };
    const click_id = `flat${networkId}x${at}`;
    clicks.push({
      ...base,
      click_id,
      // One visitor per click: every click is unique, as the rollup's unique keys require.
      ip: `10.${(clicks.length >> 16) & 255}.${(clicks.length >> 8) & 255}.${clicks.length & 255}`,
      user_agent: 'flat',
      country: 'US',
      os: 'ios',
      device: 'mobile',
      sub1: null,
      sub2: null,
      sub3: null,
      sub4: null,
      sub5: null,
      status: 'accepted' as const,
      reason: null,
      is_unique: 1,
      payout: 0,
      revenue: 0,
    });
    if (clicks.length % 4 === 1) {
      conversions.push({
        ...base,
        click_id,
        status: 'approved' as const,
        reason: null,
        payout: 100,
        revenue: 150,
        currency: 'USD',
        txn_id: null,
        sale_amount: null,
        ip: null,
        dedup_key: click_id,
      });
    }
  }
  for (let i = 0; i < clicks.length; i += 500)
    await f.db
      .insertInto('clicks')
      .values(clicks.slice(i, i + 500))
      .execute();
  for (let i = 0; i < conversions.length; i += 500) {
    await f.db
      .insertInto('conversions')
      .values(conversions.slice(i, i + 500))
      .execute();
  }
  await rollUp(f.db, f.app.ctx.dialect, networkId);
}

/**
 * The relative change the card shows. Nothing in both periods is no change: half an hour into the 1st, with a
 * conversion on the hour, both month-to-date periods may hold none, depending on the second the request is served at.
 */
function change(c: Comparison, field: 'clicks' | 'conversions' | 'revenue'): number {
  const current = c.current[field] ?? 0;
  const previous = c.previous[field] ?? 0;
  if (previous === 0) return current === 0 ? 0 : Number.POSITIVE_INFINITY;
  return (current - previous) / previous;
}

describe.each([
  // 00:30 in New York (EDT), three days after the change to summer time.
  ['2026-03-11T04:30:00Z', NEW_YORK, '00:30'],
  // 00:30 the day after the change: yesterday had 23 hours, but not before 00:30.
  ['2026-03-09T04:30:00Z', NEW_YORK, '00:30'],
  // 00:30 on the 1st: month to date is half an hour, against the first half hour of February.
  ['2026-03-01T05:30:00Z', NEW_YORK, '00:30'],
  ['2026-03-11T15:00:00Z', NEW_YORK, '11:00'],
  ['2026-03-11T23:59:00Z', NEW_YORK, '19:59'],
  // 00:30 in Kolkata is 19:00 UTC the day before.
  ['2026-03-10T19:00:00Z', KOLKATA, '00:30'],
])('at %s (%s %s), traffic flat', (instant, timeZone, clock) => {
  let f: TrackingFixture;
  let summary: DashboardSummary;
  beforeAll(async () => {
    startClockAt(instant);
    f = await trackingFixture();
    const network = timeZone === NEW_YORK ? f.acme : f.globex;
    await flatTraffic(f, network.id, timeZone, new Date(instant));
    const owner = timeZone === NEW_YORK ? 'owner@acme.test' : 'owner@globex.test';
    const host = timeZone === NEW_YORK ? undefined : GLOBEX;
    const token = await f.token(owner, host);
    const response = await f.get('/api/statistics/dashboard', token, host);
    expect(response.statusCode).toBe(200);
    summary = response.json().payload;
  });
  afterAll(() => f.close());

  it('today until now against yesterday until the same time: no change', () => {
    expect(summary.time_zone).toBe(timeZone);
    expect(summary.today.current_period.until).toBe(clock);
    expect(summary.today.previous_period).toMatchObject({ until: clock });
    expect(summary.today.current.clicks).toBeGreaterThan(0);
    // A click every quarter hour: at most one click of difference (the DST day's missing hour is not before 00:30).
    expect(Math.abs(summary.today.current.clicks - summary.today.previous.clicks)).toBeLessThanOrEqual(1);
    expect(summary.today.current.revenue).toBe(summary.today.previous.revenue);
  });

  it('says the days of the chart and the top offers: the last 30, today (the last point) until now', () => {
    const today = localDayOf(new Date(instant), timeZone);
    expect(summary.last_30_days).toEqual({ from: addDays(today, -29), to: today, until: clock });
    expect(summary.series.map((point) => point.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(summary.last_30_days.from, i)),
    );
    // The last point holds today so far (the fixture's minute past now may add a click): less than a whole day.
    const [dayBefore, partialDay] = summary.series.slice(-2);
    expect(Math.abs((partialDay?.clicks ?? 0) - summary.today.current.clicks)).toBeLessThanOrEqual(1);
    expect(partialDay?.clicks).toBeLessThan(dayBefore?.clicks ?? 0);
  });

  it('the last 7 days and month to date against like periods: within 2 %', () => {
    for (const comparison of [summary.last_7_days, summary.this_month]) {
      expect(comparison.previous_period.until).toBe(clock);
      for (const field of ['clicks', 'conversions', 'revenue'] as const) {
        // Summer time took an hour from 8 March: 4 clicks of ~1000 in the week, of ~1000 in the month.
        expect(Math.abs(change(comparison, field))).toBeLessThan(0.02);
      }
    }
  });
});

describe('the compared periods, in words the card can say', () => {
  it('month to date against the same days and time of last month', () => {
    expect(dashboardPeriods(new Date('2026-03-11T18:05:00Z'), NEW_YORK).this_month.previous).toEqual({
      from: '2026-02-01',
      to: '2026-02-11',
      until: '14:05',
      clock: '14:05:00',
    });
  });

  it('from 29 to 31 March against the whole of February, the days it has', () => {
    for (const instant of ['2026-03-29T12:00:00Z', '2026-03-31T04:30:00Z']) {
      expect(dashboardPeriods(new Date(instant), NEW_YORK).this_month.previous).toEqual({
        from: '2026-02-01',
        to: '2026-02-28',
        until: null,
        clock: null,
      });
    }
    expect(dashboardPeriods(new Date('2028-03-29T12:00:00Z'), NEW_YORK).this_month.previous.to).toBe('2028-02-29');
  });

  it('today and the last 7 days against yesterday and the 7 before, until the same time', () => {
    const periods = dashboardPeriods(new Date('2026-03-11T04:30:00Z'), NEW_YORK);
    expect(periods.today).toEqual({
      current: { from: '2026-03-11', to: '2026-03-11', until: '00:30', clock: '00:30:00' },
      previous: { from: '2026-03-10', to: '2026-03-10', until: '00:30', clock: '00:30:00' },
    });
    expect(periods.last_7_days.previous).toMatchObject({ from: '2026-02-26', to: '2026-03-04', until: '00:30' });
  });

  it('a wall-clock time of a local day, across DST changes', () => {
    expect(instantAt('2026-03-08', '01:30:00', NEW_YORK).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(instantAt('2026-03-08', '03:30:00', NEW_YORK).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantAt('2026-11-01', '05:00:00', NEW_YORK).toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(instantAt('2026-03-11', '00:30:00', KOLKATA).toISOString()).toBe('2026-03-10T19:00:00.000Z');
  });
});
