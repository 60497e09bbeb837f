import { ApiError } from '@affnet/core';
import { anOffer, fakeServer, recordToasts, signInAs } from '@affnet/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

const getOffer = jest.fn();
const getTrackingLink = jest.fn();
const setOfferStatus = jest.fn();

beforeEach(() =>
  fakeServer({
    'GET /api/offers/1': getOffer,
    'GET /api/offers/99': getOffer,
    'GET /api/offers/1/tracking-link': getTrackingLink,
    'POST /api/offers/1/status': setOfferStatus,
  }),
);

it('builds a tracking link from sub ids and copies it', async () => {
  signInAs('publisher');
  const toasts = recordToasts();
  getOffer.mockResolvedValue(anOffer());
  getTrackingLink.mockResolvedValue({ url: 'http://acme.localhost/click?offer_id=1&aff_id=7&aff_sub1=fb' });
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Summer Shoes' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Sub ID 1'), 'fb');
  await user.click(screen.getByRole('button', { name: 'Get tracking link' }));
  expect(getTrackingLink).toHaveBeenCalledWith(expect.objectContaining({ params: { aff_sub1: 'fb' } }));
  const field = await screen.findByRole('textbox', { name: 'Tracking link' });
  expect(field).toHaveValue('http://acme.localhost/click?offer_id=1&aff_id=7&aff_sub1=fb');
  expect(field).toHaveAttribute('readonly');
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe('http://acme.localhost/click?offer_id=1&aff_id=7&aff_sub1=fb');
  expect(toasts).toHaveBeenCalledWith('success', 'Link copied', undefined);
});

it('offers an access request instead of a link on an approval offer', async () => {
  signInAs('publisher');
  getOffer.mockResolvedValue(anOffer({ visibility: 'approval', access: 'none' }));
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  expect(await screen.findByRole('button', { name: 'Request access to Summer Shoes' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Get tracking link' })).not.toBeInTheDocument();
});

it('lets the owner pause a running offer', async () => {
  signInAs('network');
  recordToasts();
  getOffer.mockResolvedValue(anOffer({ revenue: 2000 }));
  setOfferStatus.mockResolvedValue(anOffer({ status: 'paused', revenue: 2000 }));
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const user = userEvent.setup();
  expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/offers/1/edit');
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(setOfferStatus).toHaveBeenCalledWith(expect.objectContaining({ body: { status: 'paused' } }));
  expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
  expect(screen.getByText('Paused')).toBeInTheDocument();
});

it('shows an advertiser his price on his offer, not the payout', async () => {
  signInAs('advertiser');
  const { payout: _payout, ...priced } = anOffer({ revenue: 5000 });
  getOffer.mockResolvedValue(priced);
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  expect(await screen.findByText('Price')).toBeInTheDocument();
  expect(screen.getByText('Price').nextElementSibling).toHaveTextContent('$50.00');
  expect(screen.queryByText(/^(Payout|Revenue|Margin)$/)).not.toBeInTheDocument();
});

it('shows the owner payout, revenue and his margin', async () => {
  signInAs('network');
  getOffer.mockResolvedValue(anOffer({ payout: 3500, revenue: 5000, profit: 1500 }));
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  expect(await screen.findByText('Margin')).toBeInTheDocument();
  expect(screen.getByText('Margin').nextElementSibling).toHaveTextContent('$15.00');
  expect(screen.getByText('Payout').nextElementSibling).toHaveTextContent('$35.00');
});

it('says an offer of another network (or a removed one) is not found, with a way back to the offers', async () => {
  signInAs('publisher');
  const msg = 'Offer not found';
  getOffer.mockRejectedValue(new ApiError(msg, 404, 'NOT_FOUND', { err: 1, msg, code: 'NOT_FOUND' }));
  renderPage(<OffersApp basePath="/offers" />, '/offers/99');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Offer not found/);
  expect(screen.getByRole('link', { name: 'Back to all offers' })).toHaveAttribute('href', '/offers/all');
  expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
});
