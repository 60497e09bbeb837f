import type { FiguresView } from '../hooks/use-figures-view';
import { inUsd } from '../testing/fixtures';
import { formatMetric, visibleMetrics } from './metric-columns';

const viewer = (showPayout: boolean, showRevenue: boolean, showProfit: boolean): FiguresView => ({
  isOwner: showProfit,
  isAdvertiser: showRevenue && !showPayout,
  isPublisher: showPayout && !showRevenue,
  isPlatformAdmin: false,
  showPayout,
  showRevenue,
  showProfit,
  locale: 'en',
});

it('shows each role only its own money columns', () => {
  expect(visibleMetrics(viewer(true, true, true))).toEqual([
    'clicks',
    'unique_clicks',
    'conversions',
    'cr',
    'epc',
    'payout',
    'revenue',
    'profit',
  ]);
  // Publisher: what he earns; advertiser: what he pays, with no payout, EPC or profit.
  expect(visibleMetrics(viewer(true, false, false))).toEqual([
    'clicks',
    'unique_clicks',
    'conversions',
    'cr',
    'epc',
    'payout',
  ]);
  expect(visibleMetrics(viewer(false, true, false))).toEqual([
    'clicks',
    'unique_clicks',
    'conversions',
    'cr',
    'revenue',
  ]);
});

it('formats each metric from the exact sums', () => {
  const figures = inUsd({ clicks: 400, unique_clicks: 340, conversions: 8, payout: 3701, revenue: 6000, profit: 2299 });
  expect(formatMetric(figures, 'clicks', 'USD', 'en')).toBe('400');
  expect(formatMetric(figures, 'cr', 'USD', 'en')).toBe('2.0%');
  expect(formatMetric(figures, 'epc', 'USD', 'en')).toBe('$0.0925');
  expect(formatMetric(figures, 'payout', 'USD', 'en')).toBe('$37.01');
  expect(formatMetric(figures, 'profit', 'USD', 'de')).toBe('22,99\u00a0$');
  expect(formatMetric({ ...figures, revenue: undefined }, 'revenue', 'USD', 'en')).toBe('—');
  expect(formatMetric({ ...figures, clicks: 0 }, 'cr', 'USD', 'en')).toBe('—');
});

it('formats rates by their kind: EPC as money with the currency digits, CR as a percent with one or two decimals', () => {
  const figures = inUsd({ clicks: 3, unique_clicks: 3, conversions: 1, payout: 3000, revenue: 6000, profit: 3000 });
  expect(formatMetric(figures, 'epc', 'USD', 'en')).toBe('$10.00');
  expect(formatMetric(figures, 'cr', 'USD', 'en')).toBe('33.33%');
  expect(formatMetric({ ...figures, clicks: 2 }, 'cr', 'USD', 'de')).toBe('50,0 %');
  expect(formatMetric(figures, 'epc', 'JPY', 'en')).toBe('¥1,000');
});
