import type { AccessRequest } from '@affnet/contracts';
import { fakeServer, recordToasts, signInAs } from '@affnet/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

const decideAccessRequest = jest.fn();
const getAccessRequests = jest.fn();
const getOffers = jest.fn();

beforeEach(() => {
  getAccessRequests.mockClear();
  fakeServer({
    'POST /api/offers/access-requests/decide': decideAccessRequest,
    'GET /api/offers/access-requests': getAccessRequests,
    'GET /api/offers': getOffers,
  });
});

const REQUEST: AccessRequest = {
  id: 5,
  offer_id: 9,
  offer_name: 'FitLife Keto',
  publisher_id: 3,
  publisher_name: 'Paul Publisher',
  status: 'requested',
  created_at: '2026-11-20T10:00:00.000Z',
};

it('approves a request and takes it off the waiting list', async () => {
  signInAs('network');
  const toasts = recordToasts();
  getAccessRequests.mockResolvedValue([REQUEST]);
  decideAccessRequest.mockResolvedValue({ ...REQUEST, status: 'allowed' });
  renderPage(<OffersApp basePath="/offers" />, '/offers/requests');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Approve Paul Publisher for FitLife Keto' }));
  expect(decideAccessRequest).toHaveBeenCalledWith(
    expect.objectContaining({ body: { offer_id: 9, publisher_id: 3, decision: 'allowed' } }),
  );
  expect(toasts).toHaveBeenCalledWith('success', 'Paul Publisher may now run “FitLife Keto”', undefined);
  expect(await screen.findByText('No access requests here.')).toBeInTheDocument();
});

it('is not there for a publisher', async () => {
  signInAs('publisher');
  getOffers.mockResolvedValue({ rows: [], total: 0, page: 1, limit: 20 });
  renderPage(<OffersApp basePath="/offers" />, '/offers/requests');
  expect(screen.getByTestId('location')).toHaveTextContent('/offers/all');
  expect(await screen.findByRole('heading', { level: 1, name: 'All offers' })).toBeInTheDocument();
  expect(getAccessRequests).not.toHaveBeenCalled();
});
