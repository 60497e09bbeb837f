import type { AdminNetwork } from '@affnet/contracts';
import { ApiError, toasts } from '@affnet/core';
import { fakeServer, sentField, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

/** The calls of the page, as it makes them (arguments of its fetchers); the fake server below routes to them. */
const deleteNetwork = jest.fn();
const getNetworkRegistrations = jest.fn();
const reviewNetworkRegistration = jest.fn();
const searchNetworks = jest.fn();
const setNetworkStatus = jest.fn();
const updateNetwork = jest.fn();

const serve = () =>
  fakeServer({
    'GET /api/network/registrations': () => getNetworkRegistrations(),
    'POST /api/network/registrations/:id/review': ({ path, body }) =>
      reviewNetworkRegistration(Number(path.id), sentField(body, 'decision')),
    'POST /api/network/list/search/': ({ body }) => searchNetworks(body),
    'PUT /api/network/list': ({ body }) => updateNetwork(body),
    'POST /user/network/status': ({ body }) =>
      setNetworkStatus(sentField(body, 'network_id'), sentField(body, 'status')),
    'DELETE /api/network/list/:id': ({ path, params }) => deleteNetwork(Number(path.id), params?.force === true),
  });

const aNetwork = (changes: Partial<AdminNetwork> = {}): AdminNetwork => ({
  id: 1,
  network_id: 'acme',
  company_name: 'Acme Media',
  dashboard_domain: 'acme.example.com',
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  owner_email: 'owner@acme.test',
  owner_name: 'Alice Owner',
  members: 8,
  offers: 12,
  review: null,
  reviewed_at: null,
  ...changes,
});
const FRESH = aNetwork({
  id: 3,
  network_id: 'fresh',
  company_name: 'Fresh Ads',
  review: 'pending',
  members: 1,
  owner_email: 'nora@fresh.test',
});
const pageOf = (rows: AdminNetwork[]) => ({ rows, total: rows.length, page: 1, limit: 10 });

let toast: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  serve();
  toast = jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  signInAs('admin');
  jest.mocked(getNetworkRegistrations).mockResolvedValue([FRESH]);
  jest.mocked(searchNetworks).mockResolvedValue(pageOf([aNetwork(), FRESH]));
});

const show = () => renderPage(<NetworkAdminApp basePath="/network" />, '/network/networks');

it('reviews a new registration', async () => {
  jest.mocked(reviewNetworkRegistration).mockResolvedValue({ ...FRESH, review: 'approved' });
  show();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Approve Fresh Ads' }));
  expect(reviewNetworkRegistration).toHaveBeenCalledWith(3, 'approve');
  expect(toast).toHaveBeenCalledWith('success', 'Fresh Ads is approved', undefined);
  expect(await screen.findByText('No registration is waiting for review.')).toBeInTheDocument();
  expect(searchNetworks).toHaveBeenCalledTimes(2);
});

it('lists networks and searches them after a short pause', async () => {
  show();
  const table = await screen.findByRole('table', { name: 'Networks of the platform' });
  expect(within(table).getByText('owner@acme.test')).toBeInTheDocument();
  expect(within(table).getByText('To review')).toBeInTheDocument();
  const user = userEvent.setup();
  jest.mocked(searchNetworks).mockResolvedValue(pageOf([]));
  await user.type(screen.getByRole('searchbox', { name: 'Search networks' }), 'zzz');
  expect(await screen.findByText('No network matches.')).toBeInTheDocument();
  expect(searchNetworks).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'zzz', page: 1 }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
  await waitFor(() => expect(searchNetworks).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'inactive' })));
});

it('opens searched for the network a link names (?search=)', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/networks?search=acme');
  expect(await screen.findByRole('searchbox', { name: 'Search networks' })).toHaveValue('acme');
  expect(searchNetworks).toHaveBeenCalledWith(expect.objectContaining({ search: 'acme', page: 1 }));
  expect(searchNetworks).toHaveBeenCalledTimes(1);
});

it('edits a network with field validation and shows the server’s refusal', async () => {
  show();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Acme Media' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Acme Media' });
  const domain = within(dialog).getByRole('textbox', { name: 'Dashboard domain' });
  await user.clear(domain);
  await user.type(domain, 'not a host');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText('Enter a host name such as acme.example.com')).toBeInTheDocument();
  expect(updateNetwork).not.toHaveBeenCalled();
  jest
    .mocked(updateNetwork)
    .mockRejectedValueOnce(new ApiError('dashboard_domain: is already used', 400, 'DOMAIN_TAKEN'))
    .mockResolvedValueOnce(aNetwork({ dashboard_domain: 'media.example.com' }));
  await user.clear(domain);
  await user.type(domain, 'globex.example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This domain is already used by another network.');
  await user.clear(domain);
  await user.type(domain, 'media.example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(updateNetwork).toHaveBeenLastCalledWith({
    id: 1,
    company_name: 'Acme Media',
    dashboard_domain: 'media.example.com',
    status: 'active',
  });
  expect(screen.getByText('media.example.com')).toBeInTheDocument();
});

it('puts the server’s refusal of the domain under the domain, and takes the focus there', async () => {
  jest.mocked(updateNetwork).mockRejectedValueOnce(
    new ApiError('dashboard_domain: is already used', 400, 'DOMAIN_TAKEN', {
      err: 1,
      msg: 'dashboard_domain: is already used',
      code: 'DOMAIN_TAKEN',
      field: 'dashboard_domain',
    }),
  );
  show();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Acme Media' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Acme Media' });
  const domain = within(dialog).getByRole('textbox', { name: 'Dashboard domain' });
  await user.clear(domain);
  await user.type(domain, 'Globex.Example.com ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(domain).toHaveAccessibleDescription('This domain is already used by another network.'));
  expect(domain).toHaveFocus();
  expect(updateNetwork).toHaveBeenCalledWith(expect.objectContaining({ dashboard_domain: 'globex.example.com' }));
});

it('deactivates a network', async () => {
  jest.mocked(setNetworkStatus).mockResolvedValue(aNetwork({ status: 'inactive' }));
  show();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Deactivate Acme Media' }));
  expect(setNetworkStatus).toHaveBeenCalledWith('acme', 'inactive');
  expect(await screen.findByRole('button', { name: 'Activate Acme Media' })).toBeInTheDocument();
});

it('deletes only after the network id is typed', async () => {
  jest.mocked(deleteNetwork).mockResolvedValue({ id: 1, network_id: 'acme', clicks: 0, conversions: 0 });
  show();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Acme Media' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Acme Media?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(within(dialog).getByText('Type the network id exactly')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Type acme to confirm' }), 'acme');
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(deleteNetwork).toHaveBeenCalledWith(1, true);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows a load failure with Retry', async () => {
  jest.mocked(searchNetworks).mockRejectedValueOnce(new ApiError('Database is down', 500, 'INTERNAL'));
  show();
  expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

it('is refused to a network owner', async () => {
  signInAs('network');
  show();
  expect(screen.getByText('Only the platform administrator can manage networks.')).toBeInTheDocument();
  expect(searchNetworks).not.toHaveBeenCalled();
});
