import type { OfferGoal } from '@affnet/contracts';
import { anOffer, fakeServer, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

// Issue 27: an offer's goals on its page; the owner adds, edits and removes them, a publisher sees his payout of each.
const addGoal = jest.fn();
const common = { currency: 'USD', payout_type: 'CPA' as const, daily_cap: null, monthly_cap: null };
const defaultGoal: OfferGoal = {
  id: null,
  slug: null,
  name: null,
  payout: 1000,
  revenue: 1500,
  profit: 500,
  ...common,
};
const purchase: OfferGoal = { id: 7, slug: 'purchase', name: 'Purchase', payout: 1250, revenue: 2000, ...common };

function serve(goals: OfferGoal[]) {
  fakeServer({
    'GET /api/offers/1': () => anOffer(),
    'GET /api/offers/1/integration-kit': () => new Promise(() => {}),
    'GET /api/offers/1/publisher-payouts': () => [],
    'GET /api/publisher/list/': () => [],
    'GET /api/offers/1/tracking-link': () => new Promise(() => {}),
    'GET /api/offers/1/goals': () => goals,
    'POST /api/offers/1/goals': addGoal,
  });
}

const section = () => screen.findByRole('region', { name: 'Goals' });

beforeEach(() => jest.clearAllMocks());

it('the owner adds a goal: the form checks each field, then the table shows it', async () => {
  signInAs('network');
  serve([defaultGoal]);
  addGoal.mockResolvedValue([defaultGoal, purchase]);
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const region = await section();
  expect(await within(region).findByText(/This offer pays for one event/)).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(within(region).getByRole('textbox', { name: 'Postback value' }), 'Purchase!');
  await user.type(within(region).getByRole('textbox', { name: 'Payout (USD)' }), '12.505');
  await user.click(within(region).getByRole('button', { name: 'Add goal' }));
  expect(within(region).getByText('Enter the goal’s name')).toBeInTheDocument();
  expect(within(region).getByText(/Use lowercase letters/)).toBeInTheDocument();
  expect(addGoal).not.toHaveBeenCalled();
  await user.type(within(region).getByRole('textbox', { name: 'Goal' }), 'Purchase');
  const slug = within(region).getByRole('textbox', { name: 'Postback value' });
  await user.clear(slug);
  await user.type(slug, 'purchase');
  const payout = within(region).getByRole('textbox', { name: 'Payout (USD)' });
  await user.clear(payout);
  await user.type(payout, '12.50');
  await user.type(within(region).getByRole('textbox', { name: 'Revenue (USD)' }), '20');
  await user.type(within(region).getByRole('textbox', { name: 'Daily cap' }), '5');
  await user.click(within(region).getByRole('button', { name: 'Add goal' }));
  await waitFor(() =>
    expect(addGoal).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { name: 'Purchase', slug: 'purchase', payout: 1250, revenue: 2000, daily_cap: 5, monthly_cap: null },
      }),
    ),
  );
  expect(await within(region).findByText('goal=purchase')).toBeInTheDocument();
  expect(within(region).getByText('Default goal')).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Remove the goal Purchase' })).toBeInTheDocument();
});

it('a publisher sees each goal with his payout, and no form', async () => {
  signInAs('publisher');
  const seen = (goal: OfferGoal): OfferGoal => ({ ...goal, revenue: undefined, profit: undefined });
  serve([seen(defaultGoal), seen(purchase)]);
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const region = await section();
  const row = (await within(region).findByText('Purchase')).closest('tr') as HTMLElement;
  expect(within(row).getByText('$12.50')).toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: 'Add goal' })).toBeNull();
});
