import type { Postback } from '@affnet/contracts';
import { ApiError, toasts } from '@affnet/core';
import { anOffer, fakeServer, sentField } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

/** The calls of the page, as it makes them (arguments of its fetchers); the fake server below routes to them. */
const decidePostback = jest.fn();
const getOffers = jest.fn();
const getPostbacks = jest.fn();

const serve = () =>
  fakeServer({
    'GET /api/offers': ({ params }) => getOffers(params),
    'GET /api/postbacks': ({ params }) => getPostbacks(params),
    'POST /api/postbacks/:id/decision': ({ path, body }) =>
      decidePostback(Number(path.id), sentField(body, 'decision')),
  });

const held = (changes: Partial<Postback>): Postback => ({
  id: 1,
  publisher_id: 7,
  publisher_name: 'Paul Publisher',
  offer_id: null,
  offer_name: null,
  url: null,
  status: 'pending',
  pending_action: 'create',
  pending_url: 'https://t.example/pb?c={click_id}',
  pending_offer_id: 9,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...changes,
});

const CREATE = held({ id: 1 });
const UPDATE = held({
  id: 2,
  publisher_name: 'Sara Sites',
  offer_id: 4,
  offer_name: 'Summer Shoes',
  url: 'https://old.example/pb',
  pending_action: 'update',
  pending_url: 'https://new.example/pb',
  pending_offer_id: 4,
});
const REMOVAL = held({
  id: 3,
  offer_id: 4,
  offer_name: 'Summer Shoes',
  url: 'https://old.example/pb',
  pending_action: 'delete',
  pending_url: null,
  pending_offer_id: null,
});

beforeEach(() => {
  jest.clearAllMocks();
  serve();
  jest
    .mocked(getOffers)
    .mockResolvedValue({ rows: [anOffer({ id: 9, name: 'FitLife Keto' })], total: 1, page: 1, limit: 100 });
});

const open = () => renderPage(<NetworkAdminApp basePath="/network" />, '/network/postbacks');

it('lists held changes with the current and the new URL', async () => {
  jest.mocked(getPostbacks).mockResolvedValue([CREATE, UPDATE, REMOVAL]);
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Postback approvals' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Postback changes waiting for approval' });
  expect(getPostbacks).toHaveBeenCalledWith({ status: 'pending' });
  const [create, update, removal] = within(table).getAllByRole('row').slice(1);
  expect(create).toHaveTextContent(
    /Paul Publisher.*FitLife Keto.*New postback.*Current.*none.*New.*https:\/\/t\.example/,
  );
  expect(update).toHaveTextContent(
    /Sara Sites.*Summer Shoes.*Change.*https:\/\/old\.example\/pb.*https:\/\/new\.example\/pb/,
  );
  expect(removal).toHaveTextContent(/Deletion.*https:\/\/old\.example\/pb.*removed/);
});

it('approves a change and takes it off the list, then shows the empty state', async () => {
  jest.mocked(getPostbacks).mockResolvedValue([UPDATE]);
  jest.mocked(decidePostback).mockResolvedValue({ ...UPDATE, status: 'live' });
  const notify = jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  open();
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Approve the postback change of Sara Sites for Summer Shoes' }),
  );
  expect(decidePostback).toHaveBeenCalledWith(2, 'approve');
  expect(notify).toHaveBeenCalledWith('success', 'The postback change of Sara Sites is live', undefined);
  expect(await screen.findByText('No postback changes wait for approval.')).toBeInTheDocument();
});

it('rejects a change, and keeps it listed when the server refuses', async () => {
  jest.mocked(getPostbacks).mockResolvedValue([CREATE]);
  jest.mocked(decidePostback).mockRejectedValue(new ApiError('Postback not found', 404, 'NOT_FOUND'));
  const notify = jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  open();
  await userEvent
    .setup()
    .click(
      await screen.findByRole('button', { name: 'Reject the postback change of Paul Publisher for FitLife Keto' }),
    );
  expect(decidePostback).toHaveBeenCalledWith(1, 'reject');
  expect(notify).toHaveBeenCalledWith('error', 'This no longer exists. Reload the page.', undefined);
  expect(screen.getByRole('table', { name: 'Postback changes waiting for approval' })).toBeInTheDocument();
});

it('offers a retry when the list cannot load', async () => {
  jest.mocked(getPostbacks).mockRejectedValueOnce(new ApiError('Server down', 500)).mockResolvedValueOnce([]);
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong on our side. Please try again later.',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No postback changes wait for approval.')).toBeInTheDocument();
});
