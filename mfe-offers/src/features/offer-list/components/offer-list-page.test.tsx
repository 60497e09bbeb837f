import { anOffer, fakeServer, pageOf, recordToasts, type SentRequest, serverError, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

const getOffers = jest.fn();
const requestOfferAccess = jest.fn();
const lastQuery = () => getOffers.mock.lastCall?.[0].params;

beforeEach(() => {
  getOffers.mockReset();
  fakeServer({ 'GET /api/offers': getOffers, 'POST /api/offers/1/access': requestOfferAccess });
  signInAs('publisher');
});

it('shows the offers of the tab with their money formatted', async () => {
  getOffers.mockResolvedValue(
    pageOf([anOffer(), anOffer({ id: 2, name: 'Cashback', payout_type: 'CPS', payout: 1500, countries: [] })]),
  );
  renderPage(<OffersApp basePath="/offers" />, '/offers/public');
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Summer Shoes' })).toHaveAttribute(
    'href',
    '/offers/1',
  );
  expect(rows[1]).toHaveTextContent('$12.50');
  expect(rows[2]).toHaveTextContent('15.00%');
  expect(lastQuery()).toMatchObject({ tab: 'public', page: 1, limit: 20 });
  expect(screen.getByRole('link', { name: 'Public offers' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('columnheader', { name: 'Revenue' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
});

it('says so when no offer matches', async () => {
  getOffers.mockResolvedValue(pageOf([]));
  renderPage(<OffersApp basePath="/offers" />);
  expect(await screen.findByText(/No offers match these filters/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('sorts by a column header, flipping the order on a second click', async () => {
  getOffers.mockResolvedValue(pageOf([anOffer()]));
  renderPage(<OffersApp basePath="/offers" />);
  const user = userEvent.setup();
  const header = await screen.findByRole('columnheader', { name: /Name/ });
  expect(header).toHaveAttribute('aria-sort', 'none');
  await user.click(within(header).getByRole('button'));
  await waitFor(() =>
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending'),
  );
  expect(lastQuery()).toMatchObject({ sort: 'name', order: 'asc' });
  await user.click(within(await screen.findByRole('columnheader', { name: /Name/ })).getByRole('button'));
  await waitFor(() =>
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending'),
  );
  expect(lastQuery()).toMatchObject({ sort: 'name', order: 'desc' });
});

it('pages through the results', async () => {
  const rows = Array.from({ length: 20 }, (_, i) => anOffer({ id: i + 1, name: `Offer ${i + 1}` }));
  getOffers.mockImplementation(async ({ params }: SentRequest) =>
    pageOf(rows, { total: 57, page: Number(params?.page ?? 1) }),
  );
  renderPage(<OffersApp basePath="/offers" />);
  const user = userEvent.setup();
  expect(await screen.findByText('1–20 of 57')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('21–40 of 57')).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ page: 2 });
  expect(screen.getByTestId('location')).toHaveTextContent('/offers/all?page=2');
});

it('sends a filter once the search box pauses, from the first page', async () => {
  getOffers.mockResolvedValue(pageOf([anOffer()]));
  renderPage(<OffersApp basePath="/offers" />, '/offers/all?page=3');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Search offers'), 'shoe');
  await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'shoe', page: 1 }));
  expect(getOffers.mock.calls.filter(([request]) => request.params.search === 'sho')).toHaveLength(0);
  await user.selectOptions(screen.getByLabelText('Payout type'), 'CPS');
  await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'shoe', payout_type: 'CPS' }));
});

it('shows a failure with a Retry that loads again', async () => {
  getOffers
    .mockRejectedValueOnce(serverError('Offers are resting', 503, 'INTERNAL'))
    .mockResolvedValue(pageOf([anOffer()]));
  renderPage(<OffersApp basePath="/offers" />);
  const user = userEvent.setup();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong on our side. Please try again later.',
  );
  expect(getOffers).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Summer Shoes' })).toBeInTheDocument();
  expect(getOffers).toHaveBeenCalledTimes(2);
});

it('lets a publisher request an approval-required offer from the list', async () => {
  recordToasts();
  getOffers.mockResolvedValue(pageOf([anOffer({ visibility: 'approval', access: 'none' })]));
  requestOfferAccess.mockResolvedValue({ access: 'requested' });
  renderPage(<OffersApp basePath="/offers" />, '/offers/private');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Request access to Summer Shoes' }));
  expect(requestOfferAccess).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Requested')).toBeInTheDocument();
});

it('shows the owner revenue and the status filter', async () => {
  signInAs('network');
  getOffers.mockResolvedValue(pageOf([anOffer({ revenue: 2000 })]));
  renderPage(<OffersApp basePath="/offers" />);
  expect(await screen.findByRole('columnheader', { name: 'Revenue' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Summer Shoes/ })).toHaveTextContent('$20.00');
  expect(screen.getByLabelText('Status')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New offer' })).toHaveAttribute('href', '/offers/new');
});

it("shows an advertiser his price, sortable, and never the publishers' payout", async () => {
  signInAs('advertiser');
  const { payout: _payout, ...priced } = anOffer({ revenue: 5000 });
  getOffers.mockResolvedValue(pageOf([priced]));
  renderPage(<OffersApp basePath="/offers" />);
  const price = await screen.findByRole('columnheader', { name: /Price/ });
  expect(screen.queryByRole('columnheader', { name: /Payout$|Revenue/ })).not.toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Summer Shoes/ })).toHaveTextContent('$50.00');
  await userEvent.setup().click(within(price).getByRole('button'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'payout' }));
});
