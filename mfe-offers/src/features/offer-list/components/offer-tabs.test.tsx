import { fakeServer, pageOf, signInAs } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

const getOffers = jest.fn();

beforeEach(() => {
  getOffers.mockReset().mockResolvedValue(pageOf([]));
  fakeServer({ 'GET /api/offers': getOffers });
});

const tabNames = async () => {
  const tabs = await screen.findByRole('navigation', { name: 'Offer lists' });
  return [...tabs.querySelectorAll('a')].map((link) => link.textContent);
};

it("shows an advertiser the lists of his menu only, and never loads the others' tabs", async () => {
  signInAs('advertiser');
  renderPage(<OffersApp basePath="/offers" />, '/offers/private');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offers/all'));
  expect(await tabNames()).toEqual(['All offers', 'Active offers']);
  expect(getOffers.mock.calls.map(([request]) => request.params.tab)).not.toContain('private');
});

it.each(['network', 'publisher'] as const)('shows the %s the four lists', async (permission) => {
  signInAs(permission);
  renderPage(<OffersApp basePath="/offers" />, '/offers/private');
  expect(await tabNames()).toEqual(['All offers', 'Active offers', 'Public offers', 'Private offers']);
  expect(screen.getByTestId('location')).toHaveTextContent('/offers/private');
});
