import type { Conversion, OfferGoal } from '@affnet/contracts';
import { useTheme } from '@affnet/core';
import { anOffer, fakeServer, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatisticsApp from '../../../expose/statistics-app';
import { renderPage } from '../../../testing/render-page';

// Issue 27: a conversion of a further goal shows it under its offer, and the list filters by goal.
const server = fakeServer();
const getConversions = server('GET /api/statistics/conversions');
const getOffers = server('GET /api/offers');
const getGoals = server('GET /api/offers/:id/goals');
beforeEach(() => getOffers.mockResolvedValue({ rows: [], total: 0, page: 1, limit: 100 }));

const conversion = (id: number, goal: string | null): Conversion => ({
  id,
  created_at: '2026-11-23T10:00:00.000Z',
  click_id: `clk-${id}`,
  offer_id: 4,
  offer_name: 'Acme VPN',
  publisher_id: 7,
  publisher_name: 'Ana Media',
  country: 'DE',
  os: 'android',
  ip: null,
  revenue: 2000,
  currency: 'USD',
  status: 'approved',
  txn_id: null,
  goal,
});

it('shows each conversion’s goal and filters by one', async () => {
  useTheme.getState().setTimeZone('UTC');
  getConversions.mockResolvedValue({
    rows: [conversion(1, null), conversion(2, 'purchase')],
    total: 2,
    page: 1,
    limit: 20,
  });
  signInAs('advertiser');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const table = await screen.findByRole('table', { name: 'Conversions' });
  const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
  expect(first).not.toHaveTextContent('Goal:');
  expect(second).toHaveTextContent('Acme VPNGoal: purchase');

  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Goal' }), ' Purchase ');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(getConversions).toHaveBeenLastCalledWith(
    expect.objectContaining({ params: { goal: 'purchase', page: 1, limit: 20 } }),
  );
});

it('a goal typed as no goal can be named is an error on the field, and the list is not asked', async () => {
  getConversions.mockResolvedValue({ rows: [], total: 0, page: 1, limit: 20 });
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const user = userEvent.setup();
  const goal = await screen.findByRole('textbox', { name: 'Goal' });
  await waitFor(() => expect(getConversions).toHaveBeenCalled());
  const asked = getConversions.mock.calls.length;
  await user.type(goal, 'Big purchase!');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(goal).toHaveAttribute('aria-invalid', 'true');
  expect(goal).toHaveAccessibleDescription(/lowercase letters, digits, - and _/);
  expect(getConversions.mock.calls.length).toBe(asked);
});

it('once an offer with goals is chosen, its goals are chosen by name', async () => {
  getConversions.mockResolvedValue({ rows: [], total: 0, page: 1, limit: 20 });
  getOffers.mockResolvedValue({ rows: [anOffer({ id: 4, name: 'Acme VPN' })], total: 1, page: 1, limit: 100 });
  const goal = (slug: string | null, name: string | null): OfferGoal => ({
    id: slug ? 9 : null,
    slug,
    name,
    payout: 1,
    daily_cap: null,
    monthly_cap: null,
    currency: 'USD',
    payout_type: 'CPA',
  });
  getGoals.mockResolvedValue([goal(null, null), goal('purchase', 'Purchase')]);
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Acme VPN' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Offer' }), 'Acme VPN');
  const goals = await screen.findByRole('combobox', { name: 'Goal' });
  expect(
    within(goals)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All goals', 'Default', 'Purchase']);
  await user.selectOptions(goals, 'Purchase');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(getConversions).toHaveBeenLastCalledWith(
    expect.objectContaining({ params: expect.objectContaining({ offer_id: 4, goal: 'purchase' }) }),
  );
});
