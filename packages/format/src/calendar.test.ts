import { formatDay, formatHour, formatMonth } from './calendar';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('calendar keys of the network zone', () => {
  it.each([
    ['en', 'Mar 11, 2026', 'Mar 11', 'Mar 2026'],
    ['es', '11 mar 2026', '11 mar', 'mar 2026'],
    ['fr', '11 mars 2026', '11 mars', 'mars 2026'],
    ['de', '11.03.2026', '11. März', 'März 2026'],
  ])('days and months in %s', (locale, day, shortDay, month) => {
    expect(formatDay('2026-03-11', locale)).toBe(day);
    expect(formatDay('2026-03-11', locale, 'short')).toBe(shortDay);
    expect(formatMonth('2026-03', locale)).toBe(month);
  });

  it('formats an hour key without moving it to another zone', () => {
    expect(plain(formatHour('2026-03-11T13', 'en'))).toBe('Mar 11, 2026, 1:00 PM');
    expect(formatHour('2026-03-11T00', 'de')).toBe('11.03.2026, 00:00');
    expect(plain(formatHour('2026-03-11T23', 'en', 'short'))).toBe('Mar 11, 11:00 PM');
  });

  it('leaves a key it does not know as it is', () => {
    expect(formatDay('yesterday', 'en')).toBe('yesterday');
    expect(formatMonth('', 'en')).toBe('');
  });
});
