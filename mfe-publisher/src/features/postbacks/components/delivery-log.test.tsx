import { ApiError } from '@affnet/core';
import { anOffer, fakeServer, pageOf } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';
import { aDelivery, aPostback } from '../testing/fixtures';

const server = fakeServer();
const getOffers = server('GET /api/offers');
const getPostbacks = server('GET /api/postbacks');
const getPostbackDeliveries = server('GET /api/postbacks/8/deliveries');

const OFFER_POSTBACK = aPostback({
  id: 8,
  offer_id: 9,
  offer_name: 'FitLife Keto',
  url: 'https://t.example/pb?c=&p=1',
});

beforeEach(() => {
  jest.clearAllMocks();
  getOffers.mockResolvedValue(pageOf([anOffer({ id: 9, name: 'FitLife Keto', access: 'allowed' })]));
  getPostbacks.mockResolvedValue([OFFER_POSTBACK]);
});

const open = () => renderPage(<PublisherApp basePath="" />, '/postback/list');

it('shows the delivery log a page at a time, and refreshes it', async () => {
  getPostbackDeliveries
    .mockResolvedValueOnce(
      pageOf([aDelivery({ id: 2, attempt: 2, status_code: 200 }), aDelivery({ id: 1, status_code: 500 })], {
        total: 12,
        limit: 10,
      }),
    )
    .mockResolvedValueOnce(
      pageOf([aDelivery({ id: 3, status_code: null, error: 'timeout' })], { total: 12, page: 2, limit: 10 }),
    )
    .mockResolvedValueOnce(pageOf([aDelivery({ id: 4, attempt: 3 })], { total: 13, page: 2, limit: 10 }));
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delivery log of postback for FitLife Keto' }));
  const log = await screen.findByRole('table', { name: 'Deliveries of the postback for FitLife Keto' });
  const rows = within(log).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['200', '500']);
  expect(rows[0]).toHaveTextContent('https://track.example/pb?click=abc');
  expect(getPostbackDeliveries).toHaveBeenLastCalledWith(expect.objectContaining({ params: { page: 1, limit: 10 } }));
  expect(screen.getByText('Page 1 of 2 (12 deliveries)')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('timeout')).toBeInTheDocument();
  expect(getPostbackDeliveries).toHaveBeenLastCalledWith(expect.objectContaining({ params: { page: 2, limit: 10 } }));
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Page 2 of 2 (13 deliveries)')).toBeInTheDocument();
  expect(getPostbackDeliveries).toHaveBeenCalledTimes(3);
});

it('says when a postback has no deliveries yet', async () => {
  getPostbackDeliveries.mockResolvedValue(pageOf([]));
  open();
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Delivery log of postback for FitLife Keto' }));
  expect(await screen.findByText(/No deliveries yet/)).toBeInTheDocument();
});

it('shows a failed delivery log in the user’s language with Retry, which asks again', async () => {
  getPostbackDeliveries
    .mockRejectedValueOnce(new ApiError('Database busy', 500))
    .mockResolvedValueOnce(pageOf([aDelivery({ id: 1, status_code: 502 })], { total: 1, limit: 10 }));
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delivery log of postback for FitLife Keto' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  expect(screen.queryByText(/Database busy/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  const log = await screen.findByRole('table', { name: 'Deliveries of the postback for FitLife Keto' });
  expect(within(log).getByText('502')).toBeInTheDocument();
  expect(getPostbackDeliveries).toHaveBeenCalledTimes(2);
});
