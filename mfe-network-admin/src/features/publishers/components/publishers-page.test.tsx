import type { CurrentUser, PublisherDetail, PublisherViewRow } from '@affnet/contracts';
import { toasts, useSession } from '@affnet/core';
import { fakeServer, sentField } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';
import { OWNER_SESSION_KEY, openAsPublisher } from '../lib/owner-session';

/** The calls of the page, as it makes them (arguments of its fetchers); the fake server below routes to them. */
const addAccountManager = jest.fn();
const addPublisher = jest.fn();
const getAccountManagers = jest.fn();
const getPublisher = jest.fn();
const loginAsPublisher = jest.fn();
const setPublisherCutback = jest.fn();
const setPublisherStatus = jest.fn();
const viewPublishers = jest.fn();

const serve = () =>
  fakeServer({
    'POST /api/add/publisher': ({ body }) => addPublisher(body),
    'POST /api/publisher/accounts': ({ body }) => addAccountManager(body),
    'GET /api/publisher/accounts': () => getAccountManagers(),
    'GET /api/get/publisher/:id': ({ path }) => getPublisher(Number(path.id)),
    'POST /api/publisher/login-as/:id': ({ path }) => loginAsPublisher(Number(path.id)),
    'PUT /api/publisher/update/cutback/:id': ({ path, body }) =>
      setPublisherCutback(Number(path.id), sentField(body, 'cutback_percent')),
    'POST /api/publisher/list/:id': ({ path, body }) => setPublisherStatus(Number(path.id), sentField(body, 'status')),
    'POST /api/publisher/view': ({ body }) => viewPublishers(body),
    'GET /api/network/publishers/:publisherId/balances': () => ({ rows: [], totals: [] }),
  });

const OWNER = {
  token: 'a.b.c',
  permissions: ['network'],
  userDetail: { id: 1, name: 'Olga' },
} as unknown as CurrentUser;

const ROW: PublisherViewRow = {
  id: 3,
  name: 'Paul Publisher',
  email: 'paul@acme.test',
  company_name: 'Paul Media',
  status: 'active',
  auto_approve: false,
  cutback_percent: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  clicks: 1200,
  conversions: 30,
  payout: 45000,
  currency: 'EUR',
  amounts: [{ currency: 'EUR', converted: false, payout: 45000 }],
};

// The detail is the person without the list's figures: the server answers none there.
const {
  clicks: _clicks,
  conversions: _conversions,
  payout: _payout,
  currency: _currency,
  amounts: _amounts,
  ...PERSON
} = ROW;
const DETAIL: PublisherDetail = {
  ...PERSON,
  account_manager: { id: 1, name: 'Maria Manager', email: 'maria@acme.test', skypeId: 'maria' },
  has_credentials: false,
};

beforeEach(() => {
  jest.clearAllMocks();
  serve();
  useSession.setState({ user: OWNER, permissions: ['network'] });
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  jest.mocked(viewPublishers).mockResolvedValue({ rows: [ROW], total: 1, page: 1, limit: 20 });
  jest.mocked(getAccountManagers).mockResolvedValue([DETAIL.account_manager!]);
  jest.mocked(getPublisher).mockResolvedValue(DETAIL);
});

it('lists publishers with their figures, sorts and filters through the server', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/publishers');
  expect(await screen.findByRole('button', { name: 'Paul Publisher' })).toBeInTheDocument();
  expect(screen.getByText('1,200')).toBeInTheDocument();
  // The payout says its currency.
  expect(screen.getByText('€450.00')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Clicks' }));
  await waitFor(() =>
    expect(viewPublishers).toHaveBeenLastCalledWith({ options: { page: 1, limit: 20, sort: 'clicks', order: 'asc' } }),
  );
  await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
  await waitFor(() =>
    expect(jest.mocked(viewPublishers).mock.lastCall?.[0].options).toMatchObject({ status: 'inactive' }),
  );
});

it("shows each currency's payout on its own line, never added, and says which was converted", async () => {
  const converted: PublisherViewRow = {
    ...ROW,
    payout: 123400,
    currency: 'USD',
    amounts: [
      { currency: 'USD', converted: true, payout: 123400 },
      { currency: 'JPY', converted: false, payout: 12500 },
    ],
  };
  jest.mocked(viewPublishers).mockResolvedValue({ rows: [converted], total: 1, page: 1, limit: 20 });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/publishers');
  const dollars = await screen.findByText('$1,234.00');
  expect(dollars).toHaveAttribute('title', 'converted at your rates');
  expect(dollars).toHaveTextContent('$1,234.00 * (converted at your rates)');
  const yen = screen.getByText('¥12,500');
  expect(yen).not.toHaveAttribute('title');
  // The two lines share one cell: the yen are not added to the dollars.
  expect(dollars.closest('td')).toBe(yen.closest('td'));
  expect(screen.queryByText(/\$1,359/)).not.toBeInTheDocument();
  expect(screen.getByText(/USD payouts include other currencies converted at your rates/)).toBeInTheDocument();
});

it('says the currencies stand apart when none was converted', async () => {
  const apart: PublisherViewRow = {
    ...ROW,
    currency: 'USD',
    payout: 0,
    amounts: [
      { currency: 'USD', converted: false, payout: 0 },
      { currency: 'EUR', converted: false, payout: 45000 },
    ],
  };
  jest.mocked(viewPublishers).mockResolvedValue({ rows: [apart], total: 1, page: 1, limit: 20 });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/publishers');
  expect(await screen.findByText('€450.00')).toBeInTheDocument();
  expect(screen.getByText('$0.00')).toBeInTheDocument();
  expect(screen.getByText(/payouts in different currencies are never added/)).toBeInTheDocument();
});

it('validates the new publisher form, then adds him', async () => {
  jest.mocked(addPublisher).mockResolvedValue({ ...DETAIL, id: 9, name: 'Nina' });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/publishers');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add publisher' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getAllByText('Please fill in this field.')).toHaveLength(3);
  expect(addPublisher).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Name'), 'Nina');
  await user.type(screen.getByLabelText('Email'), 'nina@acme.test');
  await user.type(screen.getByLabelText('Company'), 'Nina Media');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(addPublisher).toHaveBeenCalledWith({
    name: 'Nina',
    email: 'nina@acme.test',
    company_name: 'Nina Media',
    status: 'active',
    account_manager_id: null,
  });
  expect(toasts.notify).toHaveBeenCalledWith('success', 'Publisher Nina added', undefined);
});

it('checks a new account manager on his own fields, adds him and picks him for the publisher', async () => {
  const manager = { id: 2, name: 'Ben Boss', email: 'ben@acme.test', skypeId: '' };
  jest.mocked(addAccountManager).mockResolvedValue(manager);
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/publishers');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add publisher' }));
  await user.click(screen.getByRole('button', { name: 'Add account manager' }));
  const box = screen.getByRole('group', { name: 'New account manager' });
  await user.click(within(box).getByRole('button', { name: 'Add account manager' }));
  expect(within(box).getByLabelText('Name')).toHaveAccessibleDescription('Please fill in this field.');
  await user.type(within(box).getByLabelText('Name'), 'Ben Boss');
  await user.type(within(box).getByLabelText('Email'), 'ben@');
  await user.click(within(box).getByRole('button', { name: 'Add account manager' }));
  expect(within(box).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(addAccountManager).not.toHaveBeenCalled();
  await user.type(within(box).getByLabelText('Email'), 'acme.test');
  await user.click(within(box).getByRole('button', { name: 'Add account manager' }));
  expect(addAccountManager).toHaveBeenCalledWith({ name: 'Ben Boss', email: 'ben@acme.test', skypeId: '' });
  await waitFor(() => expect(screen.queryByRole('group', { name: 'New account manager' })).not.toBeInTheDocument());
  // The publisher's form has not been sent: the manager's button sends the manager alone.
  expect(addPublisher).not.toHaveBeenCalled();
  expect(toasts.notify).toHaveBeenCalledWith('success', 'Account manager Ben Boss added', undefined);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account manager' })).toHaveValue('2'));
});

it('opens a publisher: checks the cutback, deactivates him; no logging in as an inactive one', async () => {
  jest.mocked(setPublisherStatus).mockResolvedValue({ id: 3, name: ROW.name, email: ROW.email, status: 'inactive' });
  jest.mocked(setPublisherCutback).mockResolvedValue({ ...DETAIL, cutback_percent: 25 });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/publishers?publisher=3');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: 'Publisher Paul Publisher' })).toBeInTheDocument();
  const cutback = screen.getByLabelText(/Cutback/);
  await user.clear(cutback);
  await user.type(cutback, '150');
  await user.click(screen.getByRole('button', { name: 'Save cutback' }));
  expect(screen.getByText('Enter a whole number from 0 to 100.')).toBeInTheDocument();
  await user.clear(cutback);
  await user.type(cutback, '25');
  await user.click(screen.getByRole('button', { name: 'Save cutback' }));
  expect(setPublisherCutback).toHaveBeenCalledWith(3, 25);
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  expect(setPublisherStatus).toHaveBeenCalledWith(3, 'inactive');
  expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in as publisher' })).toBeDisabled();
});

it('keeps the owner session aside before the /ext hand-off', () => {
  localStorage.setItem('currentUser', JSON.stringify(OWNER));
  const go = jest.fn();
  openAsPublisher('/ext/login?accountToken=t', go);
  expect(go).toHaveBeenCalledWith('/ext/login?accountToken=t');
  expect(loginAsPublisher).not.toHaveBeenCalled();
  expect(JSON.parse(localStorage.getItem(OWNER_SESSION_KEY) ?? 'null')).toMatchObject({ token: 'a.b.c' });
});
