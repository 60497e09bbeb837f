import { formatReportKey, osLabel } from './report-keys';

const t = (key: string) => `[${key}]`;

describe('report keys as the reader sees them', () => {
  it('writes days, hours and months in the reader language', () => {
    expect(formatReportKey('day', '2026-03-11', 'en', t)).toBe('Mar 11, 2026');
    expect(formatReportKey('day', '2026-03-11', 'de', t, true)).toBe('11. März');
    expect(formatReportKey('hour', '2026-03-11T13', 'de', t)).toBe('11.03.2026, 13:00');
    expect(formatReportKey('month', '2026-03', 'fr', t)).toBe('mars 2026');
  });

  it('names an OS one way whatever its stored spelling', () => {
    expect(formatReportKey('os', 'android', 'en', t)).toBe('Android');
    expect(formatReportKey('os', 'Android', 'en', t)).toBe('Android');
    expect(formatReportKey('os', 'other', 'en', t)).toBe('[os.other]');
    expect(osLabel(null, t)).toBe('—');
    expect(osLabel('ios', t)).toBe('iOS');
  });

  it('leaves offers and sub ids as they are and names an empty key', () => {
    expect(formatReportKey('offer', 'Casino 2026-03', 'en', t)).toBe('Casino 2026-03');
    expect(formatReportKey('sub1', '', 'en', t)).toBe('[none]');
  });
});
