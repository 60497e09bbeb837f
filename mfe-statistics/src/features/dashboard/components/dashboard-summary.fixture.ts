import type { DashboardSummary } from '@affnet/contracts';
import { inUsd } from '../../../testing/fixtures';

/** Figures in dollars: revenue twice the payout, profit the rest. */
export const figures = (clicks: number, conversions: number, payout: number) =>
  inUsd({
    clicks,
    unique_clicks: clicks,
    conversions,
    payout,
    revenue: payout * 2,
    profit: payout,
  });

/** A dashboard at 14:05 on 11 March 2026 in New York. */
export const SUMMARY: DashboardSummary = {
  time_zone: 'America/New_York',
  currency: 'USD',
  today: {
    current: figures(150, 3, 1500),
    previous: figures(100, 0, 2000),
    current_period: { from: '2026-03-11', to: '2026-03-11', until: '14:05' },
    previous_period: { from: '2026-03-10', to: '2026-03-10', until: '14:05' },
    money_comparable: true,
  },
  last_7_days: {
    current: figures(700, 10, 5000),
    previous: figures(700, 12, 5000),
    current_period: { from: '2026-03-05', to: '2026-03-11', until: '14:05' },
    previous_period: { from: '2026-02-26', to: '2026-03-04', until: '14:05' },
    money_comparable: true,
  },
  this_month: {
    current: figures(0, 0, 0),
    previous: figures(0, 0, 0),
    current_period: { from: '2026-03-01', to: '2026-03-11', until: '14:05' },
    previous_period: { from: '2026-02-01', to: '2026-02-11', until: '14:05' },
    money_comparable: true,
  },
  last_30_days: { from: '2026-02-10', to: '2026-03-11', until: '14:05' },
  series: [
    { day: '2026-03-10', ...figures(100, 0, 2000) },
    { day: '2026-03-11', ...figures(150, 3, 1500) },
  ],
  top_offers: [{ offer_id: 4, offer_name: 'Acme VPN', ...figures(150, 3, 1500) }],
};
