import { isDay, lastMonth } from './period';

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

test('a day must exist', () => {
  expect(isDay('2026-02-28')).toBe(true);
  expect(isDay('2026-02-30')).toBe(false);
  expect(isDay('2026-2-3')).toBe(false);
  expect(isDay('')).toBe(false);
});
