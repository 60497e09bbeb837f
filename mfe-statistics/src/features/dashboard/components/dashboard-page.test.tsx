import { getDashboard } from '@affnet/api';
import type { DashboardSummary } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import StatisticsApp from '../../../expose/statistics-app';
import { signInAs } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';

jest.mock('@affnet/api', () => ({ ...jest.requireActual('@affnet/api'), getDashboard: jest.fn() }));
jest.mock('../../../components/time-chart', () => ({
  TimeChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));

const figures = (clicks: number, conversions: number, payout: number) => ({
  clicks,
  unique_clicks: clicks,
  conversions,
  payout,
  revenue: payout * 2,
  profit: payout,
});

const SUMMARY: DashboardSummary = {
  time_zone: 'America/New_York',
  currency: 'USD',
  today: { current: figures(150, 3, 1500), previous: figures(100, 0, 2000) },
  last_7_days: { current: figures(700, 10, 5000), previous: figures(700, 12, 5000) },
  this_month: { current: figures(0, 0, 0), previous: figures(0, 0, 0) },
  series: [
    { day: '2026-11-22', ...figures(100, 0, 2000) },
    { day: '2026-11-23', ...figures(150, 3, 1500) },
  ],
  top_offers: [{ offer_id: 4, offer_name: 'Acme VPN', ...figures(150, 3, 1500) }],
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getDashboard).mockResolvedValue(SUMMARY);
});

it('compares each period in words, not colour alone, with a named chart and its table', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const today = await screen.findByRole('region', { name: 'Today vs yesterday' });
  expect(within(today).getByText('Clicks').nextElementSibling).toHaveTextContent('150▲ Up 50.00%before: 100');
  expect(within(today).getByText('Conversions').nextElementSibling).toHaveTextContent('New (nothing before)');
  expect(within(today).getByText('Payout').nextElementSibling).toHaveTextContent('$15.00▼ Down 25.00%before: $20.00');
  expect(within(today).queryByText('Revenue')).toBeNull();
  const month = screen.getByRole('region', { name: 'This month vs last month' });
  expect(within(month).getAllByText('No change')).toHaveLength(3);

  expect(screen.getByRole('img', { name: /clicks and conversions per day over the last 30 days/ })).toBeInTheDocument();
  const days = screen.getByRole('table', { name: 'Last 30 days' });
  expect(within(days).getAllByRole('row')).toHaveLength(3);
  const top = screen.getByRole('table', { name: 'Top offers' });
  expect(within(top).getByRole('rowheader', { name: 'Acme VPN' })).toBeInTheDocument();
  // The offset is today's (it moves with daylight saving): either of New York's.
  expect(screen.getByText(/^Times in America\/New_York \(UTC-0[45]:00\)$/)).toBeInTheDocument();
});

it('shows the owner revenue and profit', async () => {
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const today = await screen.findByRole('region', { name: 'Today vs yesterday' });
  expect(within(today).getByText('Revenue').nextElementSibling).toHaveTextContent('$30.00');
  expect(within(today).getByText('Profit')).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Top offers' })).getByRole('columnheader', { name: 'Profit' }),
  ).toBeInTheDocument();
});

it('does not ask for statistics for the platform admin, who has no network', async () => {
  signInAs('admin');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText(/Statistics belong to each network/)).toBeInTheDocument();
  expect(getDashboard).not.toHaveBeenCalled();
});
