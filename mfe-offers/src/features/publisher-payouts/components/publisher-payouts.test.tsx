import type { OfferGoal, PublisherPayout } from '@affnet/contracts';
import { anOffer, fakeServer, recordToasts, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

// Issue 27: the owner sets, changes and removes a publisher's own payout on his offer page.
const getPayouts = jest.fn();
const setPayout = jest.fn();
const removePayout = jest.fn();

const paul: PublisherPayout = {
  offer_id: 1,
  publisher_id: 3,
  publisher_name: 'Paul Publisher',
  goal: null,
  goal_name: null,
  payout: 1250,
  currency: 'USD',
  payout_type: 'CPA',
};

const goal = (slug: string | null, name: string | null, payout: number): OfferGoal => ({
  id: slug ? 9 : null,
  slug,
  name,
  payout,
  revenue: 2000,
  daily_cap: null,
  monthly_cap: null,
  currency: 'USD',
  payout_type: 'CPA',
});

function serve(offer = anOffer(), goals = [goal(null, null, 1000)]) {
  fakeServer({
    'GET /api/offers/1': () => offer,
    'GET /api/offers/1/goals': () => goals,
    'GET /api/offers/1/integration-kit': () => new Promise(() => {}),
    'GET /api/offers/1/publisher-payouts': getPayouts,
    'GET /api/publisher/list/': () => [
      { id: 3, name: 'Paul Publisher', email: 'paul@acme.test', status: 'active' },
      { id: 4, name: 'Pia Publisher', email: 'pia@acme.test', status: 'active' },
    ],
    'PUT /api/offers/1/publisher-payouts/:publisherId': setPayout,
    'DELETE /api/offers/1/publisher-payouts/:publisherId': removePayout,
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('network');
});

const section = () => screen.findByRole('region', { name: 'Publisher payouts' });

it('lists the publishers with their own payout, and says so when there is none', async () => {
  serve();
  getPayouts.mockResolvedValueOnce([]).mockResolvedValue([paul]);
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  expect(await within(await section()).findByText(/No publisher has his own payout/)).toBeInTheDocument();
});

it('sets a publisher’s payout with the currency’s digits, refusing a third decimal', async () => {
  serve();
  getPayouts.mockResolvedValueOnce([]).mockResolvedValue([paul]);
  setPayout.mockResolvedValue(paul);
  const toasts = recordToasts();
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const user = userEvent.setup();
  const region = await section();
  await user.selectOptions(await within(region).findByRole('combobox', { name: 'Publisher' }), '3');
  const amount = within(region).getByRole('textbox', { name: 'Payout (USD)' });
  await user.type(amount, '12.505');
  await user.click(within(region).getByRole('button', { name: 'Save payout' }));
  expect(await within(region).findByText('USD has at most 2 decimals: enter e.g. 12.50')).toBeInTheDocument();
  expect(setPayout).not.toHaveBeenCalled();
  await user.clear(amount);
  await user.type(amount, '12.50');
  await user.click(within(region).getByRole('button', { name: 'Save payout' }));
  await waitFor(() => expect(setPayout).toHaveBeenCalled());
  expect(setPayout.mock.calls[0]?.[0]).toMatchObject({
    url: '/api/offers/1/publisher-payouts/3',
    body: { payout: 1250 },
  });
  expect(toasts).toHaveBeenCalledWith('success', 'Payout of Paul Publisher saved', undefined);
  const table = await within(region).findByRole('table', { name: 'Publishers with their own payout' });
  expect(within(table).getByText('$12.50')).toBeInTheDocument();
});

it('a yen offer takes whole yen; edit fills the form; remove asks the server', async () => {
  serve(anOffer({ currency: 'JPY', payout: 1000 }));
  getPayouts.mockResolvedValue([{ ...paul, currency: 'JPY' }]);
  removePayout.mockResolvedValue({ err: 0, msg: 'Publisher payout removed' });
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const user = userEvent.setup();
  const region = await section();
  const table = await within(region).findByRole('table', { name: 'Publishers with their own payout' });
  expect(within(table).getByText('¥1,250')).toBeInTheDocument();
  await user.click(within(table).getByRole('button', { name: 'Edit the payout of Paul Publisher' }));
  expect(within(region).getByRole('textbox', { name: 'Payout (JPY)' })).toHaveValue('1250');
  expect(within(region).getByRole('combobox', { name: 'Publisher' })).toHaveValue('3');
  await user.click(within(table).getByRole('button', { name: 'Remove the payout of Paul Publisher' }));
  await waitFor(() => expect(removePayout).toHaveBeenCalled());
  expect(removePayout.mock.calls[0]?.[0]).toMatchObject({ url: '/api/offers/1/publisher-payouts/3' });
});

it('an offer with goals: the owner chooses the goal, and each row names its goal', async () => {
  serve(anOffer(), [goal(null, null, 1000), goal('purchase', 'Purchase', 1200)]);
  const purchase = { ...paul, goal: 'purchase', goal_name: 'Purchase', payout: 1500 };
  getPayouts.mockResolvedValue([paul, purchase]);
  setPayout.mockResolvedValue(purchase);
  removePayout.mockResolvedValue({ err: 0, msg: 'Publisher payout removed' });
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const user = userEvent.setup();
  const region = await section();
  const table = await within(region).findByRole('table', { name: 'Publishers with their own payout' });
  expect(within(table).getByRole('columnheader', { name: 'Goal' })).toBeInTheDocument();
  expect(within(table).getByText('Default goal')).toBeInTheDocument();
  expect(within(table).getByText('$15.00')).toBeInTheDocument();
  await user.click(within(table).getByRole('button', { name: 'Edit the payout of Paul Publisher · Purchase' }));
  expect(within(region).getByRole('combobox', { name: 'Goal' })).toHaveValue('purchase');
  const amount = within(region).getByRole('textbox', { name: 'Payout (USD)' });
  await user.clear(amount);
  await user.type(amount, '16');
  await user.click(within(region).getByRole('button', { name: 'Save payout' }));
  await waitFor(() => expect(setPayout).toHaveBeenCalled());
  expect(setPayout.mock.calls[0]?.[0]).toMatchObject({
    url: '/api/offers/1/publisher-payouts/3',
    params: { goal: 'purchase' },
    body: { payout: 1600 },
  });
  await user.click(within(table).getByRole('button', { name: 'Remove the payout of Paul Publisher · Default goal' }));
  await waitFor(() => expect(removePayout).toHaveBeenCalled());
  expect(removePayout.mock.calls[0]?.[0]).toMatchObject({ params: { goal: null } });
});

it('shows a failure to load with Retry', async () => {
  serve();
  getPayouts.mockRejectedValue(new Error('down'));
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  expect(await within(await section()).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('is the owner’s only: a publisher’s offer page has no such section', async () => {
  serve();
  signInAs('publisher');
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Publisher payouts' })).toBeNull();
  expect(getPayouts).not.toHaveBeenCalled();
});
