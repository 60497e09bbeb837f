import type { Balances, PublisherDetail } from '@affnet/contracts';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

const PAUL: PublisherDetail = {
  id: 3,
  name: 'Paul Publisher',
  email: 'paul@acme.test',
  company_name: 'Paul Media',
  status: 'active',
  auto_approve: false,
  cutback_percent: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  account_manager: null,
  has_credentials: false,
};

const BALANCES: Balances = {
  rows: [
    {
      publisher_id: 3,
      publisher_name: 'Paul Publisher',
      currency: 'EUR',
      earned: 12550,
      pending: 300,
      on_hold: 0,
      invoiced: 2000,
      paid: 1000,
    },
    {
      publisher_id: 3,
      publisher_name: 'Paul Publisher',
      currency: 'JPY',
      earned: 1500,
      pending: 0,
      on_hold: 0,
      invoiced: 0,
      paid: 0,
    },
  ],
  totals: [
    { currency: 'EUR', earned: 12550, pending: 300, on_hold: 0, invoiced: 2000, paid: 1000 },
    { currency: 'JPY', earned: 1500, pending: 0, on_hold: 0, invoiced: 0, paid: 0 },
  ],
};

const getBalances = jest.fn();

beforeEach(() => {
  signInAs('network');
  fakeServer({
    'POST /api/publisher/view': () => ({ rows: [], total: 0, page: 1, limit: 20 }),
    'GET /api/get/publisher/:id': () => PAUL,
    'GET /api/publisher/accounts': () => [],
    'GET /api/network/publishers/:publisherId/balances': ({ path }) => getBalances(Number(path.publisherId)),
  });
});

it("shows the publisher's balances per currency on his page, one row per currency", async () => {
  getBalances.mockResolvedValue(BALANCES);
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/publishers?publisher=3');
  const table = await screen.findByRole('table', { name: 'Balances of Paul Publisher per currency' });
  expect(getBalances).toHaveBeenCalledWith(3);
  expect(within(table).getByRole('row', { name: 'EUR €125.50 €3.00 €0.00 €20.00 €10.00' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'JPY ¥1,500 ¥0 ¥0 ¥0 ¥0' })).toBeInTheDocument();
  expect(within(table).queryByText('Total')).toBeNull();
});

it('says when he has earned nothing yet', async () => {
  getBalances.mockResolvedValue({ rows: [], totals: [] });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/publishers?publisher=3');
  expect(await screen.findByText('Nothing earned yet.')).toHaveAttribute('role', 'status');
});
