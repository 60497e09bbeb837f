import type { PublisherBalances } from '@affnet/contracts';
import { ApiError, changeLanguage } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatisticsApp from '../../../expose/statistics-app';
import { renderPage } from '../../../testing/render-page';
import { SUMMARY } from './dashboard-summary.fixture';

const server = fakeServer();
const getDashboard = server('GET /api/statistics/dashboard');
const getBalances = server('GET /api/balances');
jest.mock('../../../components/time-chart', () => ({
  TimeChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));

const row = (currency: string, earned: number, pending: number, invoiced: number, paid: number) => ({
  publisher_id: 7,
  publisher_name: 'Pat Publisher',
  currency,
  earned,
  pending,
  invoiced,
  paid,
});

/** Dollars and yen: yen have no minor unit, so 125000 is ¥125,000, not ¥1,250. */
const BALANCES: PublisherBalances = {
  rows: [row('USD', 123456, 2500, 10000, 50000), row('JPY', 125000, 0, 0, 3000)],
  totals: [],
};

/** Intl's spaces (narrow and no-break) as plain ones, so the expected words read as typed. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

const balanceSection = () => screen.findByRole('region', { name: 'Balance' });

beforeEach(() => {
  jest.clearAllMocks();
  getDashboard.mockResolvedValue(SUMMARY);
  getBalances.mockResolvedValue(BALANCES);
});
afterEach(() => changeLanguage('en'));

it('shows the publisher what he is owed, pending and paid per currency, never added, with a way to his payments', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const balance = await balanceSection();
  const table = await within(balance).findByRole('table', { name: 'Balance per currency' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(['Currency', 'Earned', 'Pending', 'Paid']);
  const lines = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((line) =>
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(lines).toEqual([
    ['USD', '$1,234.56', '$25.00', '$500.00'],
    ['JPY', '¥125,000', '¥0', '¥3,000'],
  ]);
  // Invoiced is on the Payments page with the invoices; the dashboard keeps to owed, pending and paid.
  expect(within(balance).queryByText(/\$100\.00|Invoiced/)).toBeNull();
  expect(within(balance).getByRole('link', { name: 'Your payments and invoices' })).toHaveAttribute(
    'href',
    '/payments',
  );
});

it('says when there is no balance yet', async () => {
  getBalances.mockResolvedValue({ rows: [], totals: [] });
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const balance = await balanceSection();
  expect(await within(balance).findByText(/No balance yet/)).toBeInTheDocument();
  expect(within(balance).queryByRole('table')).toBeNull();
});

it('keeps the periods on screen when the balance fails, and Retry asks for the balance again', async () => {
  getBalances.mockRejectedValueOnce(new ApiError('Server down', 500));
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const balance = await balanceSection();
  expect(await within(balance).findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  expect(screen.getByRole('region', { name: 'Today vs yesterday' })).toBeInTheDocument();
  await userEvent.setup().click(within(balance).getByRole('button', { name: 'Retry' }));
  expect(await within(balance).findByRole('table', { name: 'Balance per currency' })).toBeInTheDocument();
  expect(getBalances).toHaveBeenCalledTimes(2);
  expect(getDashboard).toHaveBeenCalledTimes(1);
});

it.each(['network', 'advertiser'] as const)('shows the %s no balance and never asks for one', async (role) => {
  signInAs(role);
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  await screen.findByRole('region', { name: 'Today vs yesterday' });
  expect(screen.queryByRole('region', { name: 'Balance' })).toBeNull();
  expect(getBalances).not.toHaveBeenCalled();
});

it('speaks the publisher’s language and formats his money in it', async () => {
  await changeLanguage('de');
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const balance = await screen.findByRole('region', { name: 'Guthaben' });
  const table = await within(balance).findByRole('table', { name: 'Guthaben pro Währung' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Währung', 'Verdient', 'Ausstehend', 'Bezahlt']);
  expect(plain(within(table).getAllByRole('row')[1]?.textContent ?? '')).toContain('1.234,56 $');
  expect(within(balance).getByRole('link', { name: 'Ihre Zahlungen und Abrechnungen' })).toBeInTheDocument();
});
