import { getOffers, getPostbackDeliveries, getPostbacks } from '@affnet/api';
import { renderPage } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { aDelivery, anOffer, aPostback, pageOf } from '../testing/fixtures';

jest.mock('@affnet/api', () => ({
  ...jest.requireActual('@affnet/api'),
  getOffers: jest.fn(),
  getPostbacks: jest.fn(),
  getPostbackDeliveries: jest.fn(),
}));

const OFFER_POSTBACK = aPostback({
  id: 8,
  offer_id: 9,
  offer_name: 'FitLife Keto',
  url: 'https://t.example/pb?c=&p=1',
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getOffers).mockResolvedValue(pageOf([anOffer(9, 'FitLife Keto')]));
  jest.mocked(getPostbacks).mockResolvedValue([OFFER_POSTBACK]);
});

const open = () => renderPage(<PublisherApp basePath="" />, '/postback/list');

it('shows the delivery log a page at a time, and refreshes it', async () => {
  jest
    .mocked(getPostbackDeliveries)
    .mockResolvedValueOnce(
      pageOf([aDelivery({ id: 2, attempt: 2, status_code: 200 }), aDelivery({ id: 1, status_code: 500 })], 12),
    )
    .mockResolvedValueOnce(pageOf([aDelivery({ id: 3, status_code: null, error: 'timeout' })], 12, 2))
    .mockResolvedValueOnce(pageOf([aDelivery({ id: 4, attempt: 3 })], 13, 2));
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delivery log of postback for FitLife Keto' }));
  const log = await screen.findByRole('table', { name: 'Deliveries of the postback for FitLife Keto' });
  const rows = within(log).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['200', '500']);
  expect(rows[0]).toHaveTextContent('https://track.example/pb?click=abc');
  expect(getPostbackDeliveries).toHaveBeenLastCalledWith(8, 1, 10);
  expect(screen.getByText('Page 1 of 2 (12 deliveries)')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('timeout')).toBeInTheDocument();
  expect(getPostbackDeliveries).toHaveBeenLastCalledWith(8, 2, 10);
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Page 2 of 2 (13 deliveries)')).toBeInTheDocument();
  expect(getPostbackDeliveries).toHaveBeenCalledTimes(3);
});

it('says when a postback has no deliveries yet', async () => {
  jest.mocked(getPostbackDeliveries).mockResolvedValue(pageOf([]));
  open();
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Delivery log of postback for FitLife Keto' }));
  expect(await screen.findByText(/No deliveries yet/)).toBeInTheDocument();
});
