import {
  localDayOf,
  localHourOf,
  localMonthOf,
  resolvePreset,
  startOfLocalDay,
  utcRangeOfDays,
} from '../src/shared/time-zones';

const at = (iso: string) => new Date(iso);

describe('network-local days', () => {
  it('Asia/Kolkata (UTC+5:30) turns the day at 18:30 UTC', () => {
    expect(localDayOf(at('2026-03-09T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-03-09');
    expect(localDayOf(at('2026-03-09T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-03-10');
    expect(localHourOf(at('2026-03-09T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-03-10T00');
    expect(localHourOf(at('2026-03-09T18:29:00.000Z'), 'Asia/Kolkata')).toBe('2026-03-09T23');
    expect(startOfLocalDay('2026-03-10', 'Asia/Kolkata').toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(localMonthOf(at('2026-03-31T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-04');
  });

  it('America/New_York: the March day has 23 hours and the November day 25', () => {
    const march = utcRangeOfDays('2026-03-08', '2026-03-08', 'America/New_York');
    expect(march).toEqual({ start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
    const november = utcRangeOfDays('2026-11-01', '2026-11-01', 'America/New_York');
    expect(november).toEqual({ start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' });
    // 02:00 EST jumps to 03:00 EDT: the local hour 02 does not exist.
    expect(localHourOf(at('2026-03-08T06:59:59Z'), 'America/New_York')).toBe('2026-03-08T01');
    expect(localHourOf(at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08T03');
    // 01:00–02:00 happens twice in November, both in the same local hour.
    expect(localHourOf(at('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01T01');
    expect(localHourOf(at('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01T01');
    expect(localDayOf(at('2026-11-02T04:59:59Z'), 'America/New_York')).toBe('2026-11-01');
    expect(localDayOf(at('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
  });

  it('a day whose midnight was skipped starts at its first existing instant', () => {
    // Brazil moved clocks from 00:00 to 01:00 on 2018-11-04.
    expect(startOfLocalDay('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z');
  });

  it('UTC is the identity', () => {
    expect(localHourOf(at('2026-01-01T00:00:00Z'), 'UTC')).toBe('2026-01-01T00');
    expect(utcRangeOfDays('2026-01-01', '2026-01-31', 'UTC')).toEqual({
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-02-01T00:00:00.000Z',
    });
  });
});

describe('date presets', () => {
  // Monday 03:00 UTC: still Sunday evening in New York, already Monday morning in Kolkata.
  const now = at('2026-11-23T03:00:00Z');

  it('resolve in the network zone, weeks starting on Monday', () => {
    const ny = (preset: Parameters<typeof resolvePreset>[0]) => resolvePreset(preset, 'America/New_York', now);
    expect(ny('today')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(ny('yesterday')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(ny('this_week')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(ny('last_week')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(ny('this_month')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(ny('last_month')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolvePreset('this_week', 'Asia/Kolkata', now)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(resolvePreset('last_week', 'Asia/Kolkata', now)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('last month across a year and custom ranges', () => {
    expect(resolvePreset('last_month', 'UTC', at('2026-01-15T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(resolvePreset('last_month', 'UTC', at('2024-03-10T12:00:00Z'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(resolvePreset('custom', 'UTC', now, { from: '2026-10-05', to: '2026-10-09' })).toEqual({
      from: '2026-10-05',
      to: '2026-10-09',
    });
  });
});
