import type { DashboardSummary } from '@affnet/contracts';
import { ApiError } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatisticsApp from '../../../expose/statistics-app';
import { inUsd, signInAs } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';

const server = fakeServer();
const getDashboard = server('GET /api/statistics/dashboard');
const getNetworkList = server('GET /api/network/list/');
jest.mock('../../../components/time-chart', () => ({
  TimeChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));

const figures = (clicks: number, conversions: number, payout: number) =>
  inUsd({
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
  series: [
    { day: '2026-11-22', ...figures(100, 0, 2000) },
    { day: '2026-11-23', ...figures(150, 3, 1500) },
  ],
  top_offers: [{ offer_id: 4, offer_name: 'Acme VPN', ...figures(150, 3, 1500) }],
};

beforeEach(() => {
  jest.clearAllMocks();
  getDashboard.mockResolvedValue(SUMMARY);
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

it('badges money only like for like: none when a rate starts between the periods, the counts still', async () => {
  const today = { ...SUMMARY.today, money_comparable: false };
  getDashboard.mockResolvedValue({ ...SUMMARY, today });
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const card = await screen.findByRole('region', { name: 'Today vs yesterday' });
  expect(within(card).getByText('Clicks').nextElementSibling).toHaveTextContent('Up 50.00%');
  for (const metric of ['Payout', 'Revenue', 'Profit']) {
    const value = within(card).getByText(metric).nextElementSibling;
    expect(value).toHaveTextContent('Not compared: an exchange rate starts between the two periods');
    expect(value).not.toHaveTextContent(/Up|Down|No change|New/);
  }
  const week = screen.getByRole('region', { name: 'Last 7 days vs the 7 before' });
  expect(within(week).getByText('Payout').nextElementSibling).toHaveTextContent('No change');
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

it('says what each card compares with: yesterday until the same time, the same days of last month', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const today = await screen.findByRole('region', { name: 'Today vs yesterday' });
  expect(within(today).getByText('vs yesterday until 14:05')).toBeInTheDocument();
  const week = screen.getByRole('region', { name: 'Last 7 days vs the 7 before' });
  expect(within(week).getByText('vs Feb 26 – Mar 4 until 14:05')).toBeInTheDocument();
  const month = screen.getByRole('region', { name: 'This month vs last month' });
  expect(within(month).getByText('vs Feb 1 – 11 until 14:05')).toBeInTheDocument();
});

it('on 31 March compares with the whole of February, and says so', async () => {
  const whole = { from: '2026-02-01', to: '2026-02-28', until: null };
  getDashboard.mockResolvedValue({ ...SUMMARY, this_month: { ...SUMMARY.this_month, previous_period: whole } });
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const month = await screen.findByRole('region', { name: 'This month vs last month' });
  expect(within(month).getByText('vs Feb 1 – 28')).toBeInTheDocument();
});

it('shows the advertiser what he pays as his cost, never a payout or profit', async () => {
  const { payout: _p, profit: _f, ...paid } = figures(150, 3, 1500);
  const today = { ...SUMMARY.today, current: paid, previous: paid };
  getDashboard.mockResolvedValue({ ...SUMMARY, today });
  signInAs('advertiser');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const card = await screen.findByRole('region', { name: 'Today vs yesterday' });
  expect(within(card).getByText('Cost').nextElementSibling).toHaveTextContent('$30.00');
  expect(within(card).queryByText(/Payout|Revenue|Profit/)).toBeNull();
});

it('lists the networks for the platform admin, who has none, each a link to manage it', async () => {
  signInAs('admin');
  getNetworkList.mockResolvedValue([
    { id: 1, network_id: 'acme', company_name: 'Acme Media', dashboard_domain: 'acme.localhost', status: 'active' },
  ] as never);
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText(/Statistics belong to each network/)).toBeInTheDocument();
  const networks = await screen.findByRole('list', { name: 'Networks' });
  expect(within(networks).getByRole('link', { name: 'Acme Media' })).toHaveAttribute(
    'href',
    '/network/networks?search=acme',
  );
  expect(getDashboard).not.toHaveBeenCalled();
});

it('shows a failed load in the user’s language with Retry, which asks again', async () => {
  getDashboard.mockRejectedValueOnce(new ApiError('Server down', 500));
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  expect(screen.queryByText(/Server down/)).not.toBeInTheDocument();
  expect(getDashboard).toHaveBeenCalledTimes(1);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Today vs yesterday' })).toBeInTheDocument();
  expect(getDashboard).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
