import {
  formatDate,
  formatDateTime,
  formatTime,
  isoInZone,
  isoOfWallTime,
  zoneLabel,
  zoneOffsetMinutes,
} from './date-time';

/** Intl puts no-break spaces between figures and units; the tests read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// 15:00 UTC: 20:30 in Kolkata, 11:00 in New York (daylight saving since 8 March 2026).
const AT = '2026-03-11T15:00:00.000Z';
const KOLKATA = 'Asia/Kolkata';
const NEW_YORK = 'America/New_York';

describe('times in a zone, in the reader language', () => {
  it.each([
    ['en', KOLKATA, 'Mar 11, 2026, 8:30 PM'],
    ['en', NEW_YORK, 'Mar 11, 2026, 11:00 AM'],
    ['es', KOLKATA, '11 mar 2026, 20:30'],
    ['fr', NEW_YORK, '11 mars 2026, 11:00'],
    ['de', KOLKATA, '11.03.2026, 20:30'],
    ['de', 'UTC', '11.03.2026, 15:00'],
  ])('formatDateTime in %s, %s', (locale, timeZone, expected) => {
    expect(plain(formatDateTime(AT, { locale, timeZone }))).toBe(expected);
  });

  it('shows seconds where an event log needs them', () => {
    expect(plain(formatDateTime(AT, { locale: 'en', timeZone: KOLKATA, seconds: true }))).toBe(
      'Mar 11, 2026, 8:30:00 PM',
    );
    expect(formatTime('2026-03-11T15:00:07Z', { locale: 'de', timeZone: NEW_YORK, seconds: true })).toBe('11:00:07');
  });

  it('puts a late UTC evening on the next day in Kolkata and keeps it on the same day in New York', () => {
    const late = '2026-03-11T20:00:00Z';
    expect(formatDate(late, { locale: 'en', timeZone: KOLKATA })).toBe('Mar 12, 2026');
    expect(formatDate(late, { locale: 'en', timeZone: NEW_YORK })).toBe('Mar 11, 2026');
    expect(formatDate(late, { locale: 'fr', timeZone: KOLKATA })).toBe('12 mars 2026');
    expect(formatDate(late, { locale: 'es', timeZone: NEW_YORK })).toBe('11 mar 2026');
  });

  it('reads epoch milliseconds and Dates as the same instant', () => {
    const ms = Date.parse(AT);
    expect(formatTime(ms, { locale: 'de', timeZone: KOLKATA })).toBe('20:30');
    expect(formatTime(new Date(ms), { locale: 'es', timeZone: NEW_YORK })).toBe('11:00');
  });
});

describe('ISO 8601 with the zone offset (CSV files)', () => {
  it('writes the wall clock of the zone and its offset', () => {
    expect(isoInZone(AT, KOLKATA)).toBe('2026-03-11T20:30:00+05:30');
    expect(isoInZone(AT, NEW_YORK)).toBe('2026-03-11T11:00:00-04:00');
    expect(isoInZone(AT, 'UTC')).toBe('2026-03-11T15:00:00+00:00');
    expect(isoInZone('2026-03-11T15:00:00.000Z', 'Asia/Kathmandu')).toBe('2026-03-11T20:45:00+05:45');
  });

  it('follows the daylight-saving changes of New York', () => {
    expect(isoInZone('2026-03-08T06:59:59Z', NEW_YORK)).toBe('2026-03-08T01:59:59-05:00');
    expect(isoInZone('2026-03-08T07:00:00Z', NEW_YORK)).toBe('2026-03-08T03:00:00-04:00');
    // The hour from 1:00 to 2:00 comes twice in November: only the offset tells them apart.
    expect(isoInZone('2026-11-01T05:30:00Z', NEW_YORK)).toBe('2026-11-01T01:30:00-04:00');
    expect(isoInZone('2026-11-01T06:30:00Z', NEW_YORK)).toBe('2026-11-01T01:30:00-05:00');
  });

  it('reads back as the same instant', () => {
    for (const zone of [KOLKATA, NEW_YORK, 'UTC', 'Pacific/Chatham']) {
      expect(Date.parse(isoInZone(AT, zone))).toBe(Date.parse(AT));
    }
  });
});

describe('a wall-clock hour of a zone with its offset', () => {
  it('gives the hour the offset it had then', () => {
    expect(isoOfWallTime('2026-03-11T13', KOLKATA)).toBe('2026-03-11T13:00:00+05:30');
    expect(isoOfWallTime('2026-03-11T13', NEW_YORK)).toBe('2026-03-11T13:00:00-04:00');
    expect(isoOfWallTime('2026-03-07T23', NEW_YORK)).toBe('2026-03-07T23:00:00-05:00');
    expect(isoOfWallTime('2026-03-08T01', NEW_YORK)).toBe('2026-03-08T01:00:00-05:00');
    expect(isoOfWallTime('2026-03-08T03', NEW_YORK)).toBe('2026-03-08T03:00:00-04:00');
    expect(isoOfWallTime('2026-03-11', NEW_YORK)).toBe('2026-03-11');
  });
});

describe('zone label', () => {
  it('names the zone and its offset at the instant', () => {
    expect(zoneLabel(KOLKATA, AT)).toBe('Asia/Kolkata (UTC+05:30)');
    expect(zoneLabel(NEW_YORK, AT)).toBe('America/New_York (UTC-04:00)');
    expect(zoneLabel(NEW_YORK, '2026-01-15T12:00:00Z')).toBe('America/New_York (UTC-05:00)');
    expect(zoneLabel('UTC', AT)).toBe('UTC (UTC+00:00)');
    expect(zoneOffsetMinutes(AT, KOLKATA)).toBe(330);
  });
});
