import { type Conversion, OPERATING_SYSTEMS, type Report } from '@affnet/contracts';
import { OS_CODES } from '@affnet/format';
import { formatAmount } from '../src/offers/csv';
import { conversionsCsv, reportCsv } from '../src/statistics/csv';
import type { StatisticsScope } from '../src/statistics/scope';
import { TEST_NOW } from './instants';

const scopeIn = (timeZone: string): StatisticsScope => ({
  networkId: 1,
  timeZone,
  epoch: 0,
  rates: { reporting: 'USD', rates: new Map() },
  role: 'network',
  publisherId: null,
  offerIds: null,
});

const conversion = (changes: Partial<Conversion> = {}): Conversion => ({
  id: 1,
  created_at: TEST_NOW,
  click_id: 'clk-1',
  offer_id: 2,
  offer_name: 'Acme VPN',
  publisher_id: 3,
  publisher_name: 'Paul Media',
  sub_ids: ['', '', '', '', ''],
  country: 'US',
  os: 'android',
  ip: '10.0.0.1',
  payout: 1250,
  revenue: 2000,
  currency: 'USD',
  status: 'approved',
  txn_id: null,
  ...changes,
});

const rowsOf = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe("conversions.csv in the network's zone", () => {
  it('writes each time with the offset of the zone and names the zone in the header', () => {
    const [kolkataHeader, kolkata] = rowsOf(conversionsCsv(scopeIn('Asia/Kolkata'), [conversion()]));
    expect(kolkataHeader?.[0]).toBe('Time (Asia/Kolkata)');
    expect(kolkata?.[0]).toBe('2026-03-11T20:30:00+05:30');
    const [newYorkHeader, newYork] = rowsOf(conversionsCsv(scopeIn('America/New_York'), [conversion()]));
    expect(newYorkHeader?.[0]).toBe('Time (America/New_York)');
    expect(newYork?.[0]).toBe('2026-03-11T11:00:00-04:00');
    // Read back, the cell is the stored instant.
    expect(Date.parse(newYork?.[0] ?? '')).toBe(Date.parse(TEST_NOW));
  });

  it('writes one spelling per OS and exact money in the currency digits', () => {
    const csv = conversionsCsv(scopeIn('UTC'), [
      conversion(),
      conversion({ id: 2, os: 'Android', payout: 1500, revenue: 2100, currency: 'JPY' }),
      conversion({ id: 3, os: 'other' }),
      conversion({ id: 4, os: null }),
    ]);
    const [header, ...rows] = rowsOf(csv);
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((row) => row[at('OS')])).toEqual(['Android', 'Android', 'Other', '']);
    expect(rows.map((row) => row[at('Payout')])).toEqual(['12.50', '1500', '12.50', '12.50']);
  });

  it("names each conversion's goal as the conversions page does: its postback value, or Default", () => {
    const csv = conversionsCsv(scopeIn('UTC'), [
      conversion({ goal: null }),
      conversion({ id: 2, goal: 'purchase' }),
      conversion({ id: 3, goal: '-install' }),
    ]);
    const [header, ...rows] = rowsOf(csv);
    expect(header?.slice(2, 5)).toEqual(['Offer', 'Goal', 'Publisher']);
    // A value a spreadsheet would read as a formula is written as text, like every free-text cell.
    expect(rows.map((row) => row[3])).toEqual(['Default', 'purchase', "'-install"]);
  });
});

/** Figures all in USD: the one line of `amounts` repeats the counts and the money. */
const inUsd = (clicks: number, conversions: number, payout: number, revenue: number) => {
  const line = { clicks, unique_clicks: clicks, conversions, payout, revenue, profit: revenue - payout };
  return { ...line, amounts: [{ currency: 'USD', converted: false, ...line }] };
};

describe("stats.csv in the network's zone", () => {
  const report = (group: Report['group'], keys: string[][]): Report => ({
    from: '2026-03-01',
    to: '2026-03-11',
    time_zone: 'America/New_York',
    currency: 'USD',
    group,
    rows: keys.map((k) => ({ keys: k, ...inUsd(3, 1, 1, 2) })),
    totals: inUsd(6, 2, 2, 4),
  });

  it('names the zone of its time levels and writes hours with their offset', () => {
    const [header, before, after] = rowsOf(
      reportCsv(
        scopeIn('America/New_York'),
        report(
          ['hour', 'os'],
          [
            ['2026-03-08T01', 'android'],
            ['2026-03-08T03', 'Android'],
          ],
        ),
      ),
    );
    expect(header?.slice(0, 2)).toEqual(['Hour (America/New_York)', 'OS']);
    // Daylight saving starts between the two rows: each keeps the offset it had.
    expect(before?.slice(0, 2)).toEqual(['2026-03-08T01:00:00-05:00', 'Android']);
    expect(after?.slice(0, 2)).toEqual(['2026-03-08T03:00:00-04:00', 'Android']);
    // EPC: 1 cent over 3 clicks, divided in integers.
    expect(before?.[header?.indexOf('EPC') ?? -1]).toBe('0.0033');
  });

  it('keeps days as calendar days of the zone', () => {
    const [header, row] = rowsOf(reportCsv(scopeIn('America/New_York'), report(['day'], [['2026-03-11']])));
    expect(header?.[0]).toBe('Day (America/New_York)');
    expect(row?.[0]).toBe('2026-03-11');
  });
});

describe('offers.csv amounts', () => {
  it('writes money in the digits of its currency and CPS as a percentage', () => {
    expect(formatAmount(1250, { payout_type: 'CPA', currency: 'USD' })).toBe('12.50');
    expect(formatAmount(1500, { payout_type: 'CPA', currency: 'JPY' })).toBe('1500');
    expect(formatAmount(1525, { payout_type: 'CPS', currency: 'EUR' })).toBe('15.25%');
  });
});

it('the format module knows the same OS codes as the contracts', () => {
  expect([...OS_CODES]).toEqual([...OPERATING_SYSTEMS]);
});
