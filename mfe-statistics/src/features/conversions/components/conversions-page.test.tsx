import type { Conversion } from '@affnet/contracts';
import { useTheme } from '@affnet/core';
import { fakeServer, recordToasts, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatisticsApp from '../../../expose/statistics-app';
import { renderPage } from '../../../testing/render-page';

const server = fakeServer();
const getConversions = server('GET /api/statistics/conversions');
const getOffers = server('GET /api/offers');
const setConversionStatus = server('POST /api/statistics/conversions/11/status');

const CONVERSION: Conversion = {
  id: 11,
  created_at: '2026-11-23T10:00:00.000Z',
  click_id: 'clkabc',
  offer_id: 4,
  offer_name: 'Acme VPN',
  publisher_id: 7,
  publisher_name: 'Ana Media',
  sub_ids: ['s1', '', 'campaign', '', ''],
  country: 'DE',
  os: 'android',
  ip: '10.0.0.1',
  payout: 1250,
  revenue: 2000,
  currency: 'USD',
  status: 'pending',
  txn_id: 'T-1',
  goal: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  useTheme.getState().setTimeZone('UTC');
  getConversions.mockResolvedValue({ rows: [CONVERSION], total: 41, page: 1, limit: 20 });
  getOffers.mockResolvedValue({ rows: [], total: 0, page: 1, limit: 100 });
});

it('lists conversions, filters by status and click id, and pages', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const table = await screen.findByRole('table', { name: 'Conversions' });
  const row = within(table).getAllByRole('row')[1] as HTMLElement;
  expect(row).toHaveTextContent('clkabc');
  expect(row).toHaveTextContent('s1, campaign');
  expect(row).toHaveTextContent('$12.50');
  expect(row).toHaveTextContent('Pending');
  // A publisher sees no publisher column, no revenue and no actions.
  expect(within(table).queryByRole('columnheader', { name: 'Publisher' })).toBeNull();
  expect(within(table).queryByRole('columnheader', { name: 'Revenue' })).toBeNull();
  expect(within(table).queryByRole('button')).toBeNull();

  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Status'), 'approved');
  await user.type(screen.getByLabelText('Click ID'), ' clkabc ');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(getConversions).toHaveBeenLastCalledWith(
    expect.objectContaining({ params: { status: 'approved', click_id: 'clkabc', page: 1, limit: 20 } }),
  );

  await screen.findByRole('table', { name: 'Conversions' });
  expect(screen.getByText('Page 1 of 3 (41 conversions)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(getConversions).toHaveBeenLastCalledWith(
    expect.objectContaining({ params: { status: 'approved', click_id: 'clkabc', page: 2, limit: 20 } }),
  );
});

it("shows each time in the network's zone, says which zone, and names the OS one way", async () => {
  signInAs('publisher');
  useTheme.getState().setTimeZone('Asia/Kolkata');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const table = await screen.findByRole('table', { name: 'Conversions' });
  const row = within(table).getAllByRole('row')[1] as HTMLElement;
  // 10:00 UTC is 15:30 in Kolkata, whatever zone the browser runs in.
  expect(row.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('Nov 23, 2026, 3:30:00 PM');
  expect(row).toHaveTextContent('Android');
  expect(screen.getByText('Times in Asia/Kolkata (UTC+05:30)')).toBeInTheDocument();
});

it('lets the owner approve a conversion after confirming, then updates the row and says so', async () => {
  signInAs('network');
  const notify = recordToasts();
  setConversionStatus.mockResolvedValue({ ...CONVERSION, status: 'approved' });
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Approve conversion clkabc' }));

  const dialog = screen.getByRole('alertdialog', { name: 'Approve this conversion?' });
  expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(setConversionStatus).toHaveBeenCalledWith(expect.objectContaining({ body: { status: 'approved' } }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  const row = within(screen.getByRole('table', { name: 'Conversions' })).getAllByRole('row')[1] as HTMLElement;
  expect(row).toHaveTextContent('Approved');
  expect(within(row).queryByRole('button', { name: /Approve/ })).toBeNull();
  expect(within(row).getByRole('button', { name: 'Reject conversion clkabc' })).toBeInTheDocument();
  expect(notify).toHaveBeenCalledWith('success', 'Conversion clkabc approved', undefined);
});

it('cancelling the confirmation changes nothing', async () => {
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reject conversion clkabc' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(setConversionStatus).not.toHaveBeenCalled();
  expect(screen.getByRole('table', { name: 'Conversions' })).toHaveTextContent('Pending');
});

it('shows the empty state', async () => {
  signInAs('publisher');
  getConversions.mockResolvedValue({ rows: [], total: 0, page: 1, limit: 20 });
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  expect(await screen.findByText('No data for these filters yet.')).toBeInTheDocument();
});

it('marks for the owner a conversion withheld by the publisher’s cutback', async () => {
  getConversions.mockResolvedValue({ rows: [{ ...CONVERSION, withheld: true }], total: 1, page: 1, limit: 20 });
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const table = await screen.findByRole('table', { name: 'Conversions' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Withheld (cutback)');
});

it('shows the advertiser what each conversion cost him, and no payout', async () => {
  const { payout: _payout, ...paid } = CONVERSION;
  getConversions.mockResolvedValue({ rows: [paid], total: 1, page: 1, limit: 20 });
  signInAs('advertiser');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const table = await screen.findByRole('table', { name: 'Conversions' });
  expect(within(table).getByRole('columnheader', { name: 'Cost' })).toBeInTheDocument();
  expect(within(table).queryByRole('columnheader', { name: /Payout|Revenue/ })).toBeNull();
  expect(within(table).getByRole('row', { name: /Acme VPN/ })).toHaveTextContent('$20.00');
});

it('shows the advertiser each publisher by alias, in his language, and no Sub IDs', async () => {
  const { payout: _payout, sub_ids: _subs, ...asSent } = { ...CONVERSION, publisher_name: 'Publisher 7' };
  getConversions.mockResolvedValue({ rows: [asSent], total: 1, page: 1, limit: 20 });
  signInAs('advertiser');
  renderPage(<StatisticsApp basePath="" />, '/statistics/conversions');
  const table = await screen.findByRole('table', { name: 'Conversions' });
  expect(within(table).getByRole('columnheader', { name: 'Publisher' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Acme VPN/ })).toHaveTextContent('Publisher 7');
  expect(within(table).queryByRole('columnheader', { name: 'Sub IDs' })).toBeNull();
});
