import { ApiError } from '@affnet/core';
import { aNetwork, fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatisticsApp from '../../../expose/statistics-app';
import { renderPage } from '../../../testing/render-page';
import { figures, SUMMARY } from './dashboard-summary.fixture';

const server = fakeServer();
const getDashboard = server('GET /api/statistics/dashboard');
// The publisher's dashboard asks for his balance too (balance-card.test.tsx); none here.
server('GET /api/balances').mockResolvedValue({ rows: [], totals: [] });
const getNetworkList = server('GET /api/network/list/');
jest.mock('../../../components/time-chart', () => ({
  TimeChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));

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

  expect(screen.getByRole('img', { name: /^Chart of clicks and conversions per day/ })).toBeInTheDocument();
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

it('compares each currency of a card with its own line before (issue 27): euros with euros, never added', async () => {
  const euros = (payout: number) => ({
    currency: 'EUR',
    converted: false,
    clicks: 10,
    unique_clicks: 10,
    conversions: 1,
    payout,
    revenue: payout * 2,
    profit: payout,
  });
  const withEuros = (usd: typeof SUMMARY.today.current, payout: number) => ({
    ...usd,
    amounts: [...usd.amounts, euros(payout)],
  });
  const week = {
    ...SUMMARY.last_7_days,
    current: withEuros(SUMMARY.last_7_days.current, 180000),
    previous: withEuros(SUMMARY.last_7_days.previous, 204000),
  };
  getDashboard.mockResolvedValue({ ...SUMMARY, last_7_days: week });
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const card = await screen.findByRole('region', { name: 'Last 7 days vs the 7 before' });
  const payout = within(card).getByText('Payout').nextElementSibling as HTMLElement;
  const line = (currency: string) => payout.querySelector(`[data-currency-line="${currency}"]`);
  expect(line('USD')).toHaveTextContent('$50.00■ No changebefore: $50.00');
  expect(line('EUR')).toHaveTextContent('€1,800.00▼ Down 11.76%before: €2,040.00');
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
  getNetworkList.mockResolvedValue([aNetwork({ dashboard_domain: 'acme.localhost' })]);
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
