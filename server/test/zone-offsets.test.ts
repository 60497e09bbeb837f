import {
  dayNumberOf,
  dayOfNumber,
  hourOfNumber,
  localHourNumber,
  offsetSpans,
  quarterMinuteOf,
} from '../src/shared/zone-offsets';

const minute = (iso: string) => Date.parse(iso) / 60_000;
const spans = (from: string, to: string, zone: string) =>
  offsetSpans(minute(from), minute(to), zone).map((s) => [new Date(s.from * 60_000).toISOString(), s.offset]);

describe('offsetSpans', () => {
  it('finds each DST change of a window to its quarter hour', () => {
    expect(spans('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', 'America/New_York')).toEqual([
      ['2026-01-01T00:00:00.000Z', -300],
      ['2026-03-08T07:00:00.000Z', -240],
      ['2026-11-01T06:00:00.000Z', -300],
    ]);
    // Lord Howe moves its clocks by half an hour; Chatham is 12:45 ahead in winter.
    expect(spans('2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z', 'Australia/Lord_Howe')).toEqual([
      ['2026-03-01T00:00:00.000Z', 660],
      ['2026-04-04T15:00:00.000Z', 630],
    ]);
    expect(spans('2026-04-01T00:00:00Z', '2026-04-10T00:00:00Z', 'Pacific/Chatham')).toEqual([
      ['2026-04-01T00:00:00.000Z', 825],
      ['2026-04-04T14:00:00.000Z', 765],
    ]);
  });

  it('is one span where the offset holds, and sees a change in the window’s last quarter hour', () => {
    expect(spans('2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z', 'Asia/Kolkata')).toEqual([
      ['2026-01-01T00:00:00.000Z', 330],
    ]);
    expect(spans('2026-03-08T06:00:00Z', '2026-03-08T07:15:00Z', 'America/New_York')).toEqual([
      ['2026-03-08T06:00:00.000Z', -300],
      ['2026-03-08T07:00:00.000Z', -240],
    ]);
  });
});

describe('local time as numbers', () => {
  it('a UTC quarter hour and the local hour and day it lies in', () => {
    const late = new Date('2026-03-09T23:44:59.999Z');
    expect(new Date(quarterMinuteOf(late) * 60_000).toISOString()).toBe('2026-03-09T23:30:00.000Z');
    expect(hourOfNumber(localHourNumber(late, 'UTC'))).toBe('2026-03-09T23');
    expect(hourOfNumber(localHourNumber(late, 'Asia/Tokyo'))).toBe('2026-03-10T08');
    expect(hourOfNumber(localHourNumber(late, 'Asia/Kathmandu'))).toBe('2026-03-10T05');
    expect(Math.floor(localHourNumber(late, 'Asia/Tokyo') / 24)).toBe(dayNumberOf('2026-03-10'));
    expect(dayOfNumber(dayNumberOf('2026-02-28') + 1)).toBe('2026-03-01');
  });
});
