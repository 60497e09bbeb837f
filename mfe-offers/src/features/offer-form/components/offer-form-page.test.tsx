import { ApiError } from '@affnet/core';
import { anOffer, fakeServer, pageOf, recordToasts, signInAs } from '@affnet/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

const createOffer = jest.fn();
const getOffer = jest.fn();
const getOffers = jest.fn();
const sentOffer = () => createOffer.mock.lastCall?.[0].body;

beforeEach(() => {
  signInAs('network');
  createOffer.mockReset();
  fakeServer({ 'POST /api/offers': createOffer, 'GET /api/offers/42': getOffer, 'GET /api/offers': getOffers });
  getOffers.mockResolvedValue(pageOf([anOffer({ advertiser_id: 3, advertiser_name: 'Shoe Shop' })]));
});

async function fillValidOffer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Winter Boots');
  await user.type(screen.getByLabelText('Destination URL'), 'https://shop.example/?c={{click_id}');
  await user.type(screen.getByLabelText('Payout'), '12.5');
  await user.type(screen.getByLabelText('Revenue'), '19.99');
}

it('names every wrong field under it and sends nothing', async () => {
  renderPage(<OffersApp basePath="/offers" />, '/offers/new');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Payout'), '12.555');
  await user.type(screen.getByLabelText('Countries'), 'USA');
  await user.type(screen.getByLabelText('Daily cap'), 'ten');
  await user.click(screen.getByRole('button', { name: 'Create offer' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Destination URL is required')).toBeInTheDocument();
  expect(screen.getByText('USD takes at most 2 decimals, e.g. 12.50')).toBeInTheDocument();
  expect(screen.getByText('Revenue is required')).toBeInTheDocument();
  expect(screen.getByText(/Use two-letter country codes/)).toBeInTheDocument();
  expect(screen.getByText(/Enter a whole number/)).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(createOffer).not.toHaveBeenCalled();
});

it('refuses a CPS percentage above 100', async () => {
  renderPage(<OffersApp basePath="/offers" />, '/offers/new');
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Payout type'), 'CPS');
  await user.type(screen.getByLabelText('Payout'), '100.01');
  await user.click(screen.getByRole('button', { name: 'Create offer' }));
  expect(screen.getAllByText('A percentage cannot be more than 100')).toHaveLength(1);
});

it('sends amounts as exact minor units and opens the new offer', async () => {
  recordToasts();
  createOffer.mockResolvedValue(anOffer({ id: 42, name: 'Winter Boots' }));
  getOffer.mockResolvedValue(anOffer({ id: 42, name: 'Winter Boots' }));
  renderPage(<OffersApp basePath="/offers" />, '/offers/new');
  const user = userEvent.setup();
  await fillValidOffer(user);
  await user.type(screen.getByLabelText('Countries'), 'us, de');
  await user.click(screen.getByLabelText('iOS'));
  await user.selectOptions(await screen.findByLabelText('Advertiser'), 'Shoe Shop');
  await user.click(screen.getByRole('button', { name: 'Create offer' }));
  expect(sentOffer()).toEqual(
    expect.objectContaining({
      name: 'Winter Boots',
      destination_url: 'https://shop.example/?c={click_id}',
      payout: 1250,
      revenue: 1999,
      currency: 'USD',
      countries: ['US', 'DE'],
      os: ['ios'],
      advertiser_id: 3,
      daily_cap: null,
    }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Winter Boots' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/offers/42');
});

it('keeps the form as typed when the server refuses it', async () => {
  const toasts = recordToasts();
  const msg = 'currency: must be a 3-letter uppercase currency code such as USD';
  createOffer.mockRejectedValue(
    new ApiError(msg, 400, 'INVALID_CURRENCY', { err: 1, msg, code: 'INVALID_CURRENCY', field: 'currency' }),
  );
  renderPage(<OffersApp basePath="/offers" />, '/offers/new');
  const user = userEvent.setup();
  await fillValidOffer(user);
  await user.click(screen.getByRole('button', { name: 'Create offer' }));
  // The refusal is shown in the user's language on the field it is about, not as the server's text.
  const currency = await screen.findByLabelText('Currency');
  expect(currency).toHaveAttribute('aria-invalid', 'true');
  expect(currency).toHaveAccessibleDescription(expect.stringContaining('Enter a 3-letter currency code such as USD.'));
  expect(currency).toHaveFocus();
  expect(toasts).not.toHaveBeenCalledWith('error', expect.anything(), undefined);
  expect(screen.getByLabelText('Name')).toHaveValue('Winter Boots');
  expect(screen.getByTestId('location')).toHaveTextContent('/offers/new');
});
