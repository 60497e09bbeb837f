import { isDay, lastHalfMonth, lastMonth, lastPeriodOf, lastWeek } from './period';

test('last month is the month before the one the instant falls in, in the network zone', () => {
  const newYearInTokyo = new Date('2026-12-31T16:30:00Z');
  expect(lastMonth(newYearInTokyo, 'Asia/Tokyo')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  expect(lastMonth(newYearInTokyo, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  expect(lastMonth(new Date('2028-03-10T12:00:00Z'), 'Europe/Berlin')).toEqual({
    from: '2028-02-01',
    to: '2028-02-29',
  });
  expect(lastMonth(new Date('2027-01-15T12:00:00Z'), 'America/New_York')).toEqual({
    from: '2026-12-01',
    to: '2026-12-31',
  });
});

test('last week is the whole Monday-to-Sunday week before this one, in the network zone', () => {
  // Sunday 29 November 2026, 23:30 in UTC; already Monday 30 November in Tokyo.
  const sundayNight = new Date('2026-11-29T23:30:00Z');
  expect(lastWeek(sundayNight, 'UTC')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  expect(lastWeek(sundayNight, 'Asia/Tokyo')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  // Across a year's end.
  expect(lastWeek(new Date('2027-01-06T12:00:00Z'), 'UTC')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
});

test('the last half month is the 1st to the 15th after the 15th, else the 16th to last month’s end', () => {
  expect(lastHalfMonth(new Date('2026-11-16T12:00:00Z'), 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-15' });
  expect(lastHalfMonth(new Date('2026-11-15T12:00:00Z'), 'UTC')).toEqual({ from: '2026-10-16', to: '2026-10-31' });
  expect(lastHalfMonth(new Date('2028-03-02T12:00:00Z'), 'UTC')).toEqual({ from: '2028-02-16', to: '2028-02-29' });
  expect(lastHalfMonth(new Date('2026-11-15T16:00:00Z'), 'Asia/Tokyo')).toEqual({
    from: '2026-11-01',
    to: '2026-11-15',
  });
});

test('a payout run proposes the last whole period of the payment term; net days pay by the month', () => {
  const at = new Date('2026-11-28T12:00:00Z');
  expect(lastPeriodOf('weekly', at, 'UTC')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  expect(lastPeriodOf('semi_monthly', at, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-15' });
  expect(lastPeriodOf('monthly', at, 'UTC')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  expect(lastPeriodOf('net_days', at, 'UTC')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
});

test('a day must exist', () => {
  expect(isDay('2026-02-28')).toBe(true);
  expect(isDay('2026-02-30')).toBe(false);
  expect(isDay('2026-2-3')).toBe(false);
  expect(isDay('')).toBe(false);
});
