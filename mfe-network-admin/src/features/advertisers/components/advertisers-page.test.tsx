import type { Advertiser, CurrentUser } from '@affnet/contracts';
import { toasts, useSession } from '@affnet/core';
import { fakeServer, sentField } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

/** The calls of the page, as it makes them (arguments of its fetchers); the fake server below routes to them. */
const addAdvertiser = jest.fn();
const getAdvertisers = jest.fn();
const setAdvertiserStatus = jest.fn();
const updateAdvertiser = jest.fn();

const serve = () =>
  fakeServer({
    'POST /api/advertisers': ({ body }) => addAdvertiser(body),
    'GET /api/advertisers': ({ params }) => getAdvertisers(params),
    'POST /api/advertisers/:id/status': ({ path, body }) =>
      setAdvertiserStatus(Number(path.id), sentField(body, 'status')),
    'PUT /api/advertisers/:id': ({ path, body }) => updateAdvertiser(Number(path.id), body),
  });

const ADA: Advertiser = {
  id: 4,
  name: 'Ada Advertiser',
  email: 'ada@acme.test',
  company_name: 'Ada Brands',
  status: 'active',
  created_at: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  serve();
  const user = {
    token: 'a.b.c',
    permissions: ['network'],
    userDetail: { id: 1, name: 'Olga' },
  } as unknown as CurrentUser;
  useSession.setState({ user, permissions: ['network'] });
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  jest.mocked(getAdvertisers).mockResolvedValue({ rows: [ADA], total: 1, page: 1, limit: 20 });
});

it('lists advertisers, searches, deactivates one', async () => {
  jest.mocked(setAdvertiserStatus).mockResolvedValue({ ...ADA, status: 'inactive' });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/advertisers');
  expect(await screen.findByText('Ada Brands')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Search advertisers'), 'ada');
  await waitFor(() => expect(getAdvertisers).toHaveBeenLastCalledWith({ search: 'ada', page: 1, limit: 20 }));
  await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  expect(setAdvertiserStatus).toHaveBeenCalledWith(4, 'inactive');
  expect(await screen.findByText('Inactive')).toBeInTheDocument();
});

it('adds and edits with field validation', async () => {
  jest.mocked(addAdvertiser).mockResolvedValue({ ...ADA, id: 8, name: 'Bob' });
  jest.mocked(updateAdvertiser).mockResolvedValue({ ...ADA, name: 'Ada Renamed' });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/advertisers');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add advertiser' }));
  await user.type(screen.getByLabelText('Name'), 'Bob');
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Company'), 'Bob Co');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'bob@acme.test');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(addAdvertiser).toHaveBeenCalledWith({
    name: 'Bob',
    email: 'bob@acme.test',
    company_name: 'Bob Co',
    status: 'active',
  });
  await user.click(await screen.findByRole('button', { name: 'Edit Ada Advertiser' }));
  const name = screen.getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Ada Renamed');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(updateAdvertiser).toHaveBeenCalledWith(4, expect.objectContaining({ name: 'Ada Renamed' }));
  expect(toasts.notify).toHaveBeenCalledWith('success', 'Advertiser Ada Renamed saved', undefined);
});
