import { fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';
import { BALANCES } from '../testing/payout-fixtures';

const getBalances = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('network');
  fakeServer({ 'GET /api/network/balances': ({ params }) => getBalances(params) });
  getBalances.mockResolvedValue(BALANCES);
});

const rowsOf = (table: HTMLElement, part: 'tbody' | 'tfoot') =>
  [...table.querySelectorAll(`${part} tr`)].map((row) => [...row.children].map((cell) => cell.textContent));

it('lists what each publisher is owed per currency, with a total per currency and a link to the publisher', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/payouts');
  const table = await screen.findByRole('table', { name: 'What the network owes each publisher, per currency' });
  expect(rowsOf(table, 'tbody')[0]).toEqual(['Paul Publisher', 'EUR', '€125.50', '€3.00', '€0.00', '€0.00', '€10.00']);
  expect(rowsOf(table, 'tbody')[1]?.slice(0, 3)).toEqual(['Paul Publisher', 'JPY', '¥1,500']);
  // Two currencies are never added: one total line each.
  expect(rowsOf(table, 'tfoot')).toEqual([
    ['Total', 'EUR', '€150.00', '€3.00', '€1.50', '€5.00', '€10.00'],
    ['Total', 'JPY', '¥1,500', '¥0', '¥0', '¥0', '¥0'],
  ]);
  const [paul] = within(table).getAllByRole('link', { name: 'Paul Publisher' });
  expect(paul).toHaveAttribute('href', '/network/publishers?publisher=3');
  expect(getBalances).toHaveBeenCalledWith({ sort: 'publisher_name', order: 'asc' });
});

it('sorts by a figure through the server, largest first, then the other way', async () => {
  const user = userEvent.setup();
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/payouts');
  const table = await screen.findByRole('table', { name: /owes each publisher/ });
  await user.click(within(table).getByRole('button', { name: 'Earned' }));
  expect(getBalances).toHaveBeenLastCalledWith({ sort: 'earned', order: 'desc' });
  expect(within(table).getByRole('columnheader', { name: /Earned/ })).toHaveAttribute('aria-sort', 'descending');
  await user.click(within(table).getByRole('button', { name: /Earned/ }));
  expect(getBalances).toHaveBeenLastCalledWith({ sort: 'earned', order: 'asc' });
});

it('says so when nobody is owed anything', async () => {
  getBalances.mockResolvedValue({ rows: [], totals: [] });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/payouts');
  expect(await screen.findByText('No publisher has earned anything yet.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('table')).toBeNull();
});
