import { changeLanguage } from '@affnet/core';
import { anOffer, fakeServer, pageOf, recordToasts, serverError } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';
import { aPostback } from '../testing/fixtures';

const server = fakeServer();
const createPostback = server('POST /api/postbacks');
const getOffers = server('GET /api/offers');
const getPostbacks = server('GET /api/postbacks');
const testPostback = server('POST /api/postbacks/test');

const GLOBAL = aPostback({ id: 1 });
const PENDING = aPostback({
  id: 2,
  offer_id: 9,
  offer_name: 'FitLife Keto',
  url: 'https://old.example/pb',
  status: 'pending',
  pending_action: 'update',
  pending_url: 'https://new.example/pb?c={click_id}',
  pending_offer_id: 9,
});
const REJECTED = aPostback({ id: 3, offer_id: 4, offer_name: 'Summer Shoes', status: 'rejected' });

beforeEach(() => {
  jest.clearAllMocks();
  getOffers.mockResolvedValue(
    pageOf([
      anOffer({ id: 9, name: 'FitLife Keto', access: 'allowed' }),
      anOffer({ id: 4, name: 'Summer Shoes', access: 'allowed' }),
    ]),
  );
});

const open = (path = '/postback/list') => renderPage(<PublisherApp basePath="" />, path);

it('lists global and offer postbacks with their status and the change waiting for approval', async () => {
  getPostbacks.mockResolvedValue([GLOBAL, PENDING, REJECTED]);
  open('/aff/list');
  const table = await screen.findByRole('table', { name: 'Your postbacks' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
    'All offers (global)',
    'FitLife Keto',
    'Summer Shoes',
  ]);
  expect(rows[0]).toHaveTextContent('Live');
  expect(rows[1]).toHaveTextContent('Waiting for approval');
  expect(rows[1]).toHaveTextContent('Change waits for approval: https://new.example/pb?c={click_id}');
  expect(rows[2]).toHaveTextContent('Rejected');
});

it('shows what the network refused: the URL and the offer of a new postback that never went live', async () => {
  const refused = aPostback({
    id: 5,
    offer_id: null,
    offer_name: null,
    url: null,
    status: 'rejected',
    pending_url: 'https://refused.example/pb?c={click_id}',
    pending_offer_id: 4,
  });
  getPostbacks.mockResolvedValue([refused]);
  open();
  const table = await screen.findByRole('table', { name: 'Your postbacks' });
  const row = within(table).getAllByRole('row')[1];
  expect(within(row as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('Summer Shoes');
  expect(row).toHaveTextContent('Refused by the network: https://refused.example/pb?c={click_id}');
});

it('says when there are no postbacks, and offers a retry when the list fails', async () => {
  getPostbacks.mockRejectedValueOnce(serverError('Database busy', 500, 'INTERNAL')).mockResolvedValueOnce([]);
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  expect(screen.queryByText(/Database busy/)).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/You have no postbacks yet/)).toBeInTheDocument();
});

it('splits a pasted URL into rows, rebuilds it from edited rows and saves it for an offer', async () => {
  getPostbacks.mockResolvedValue([]);
  createPostback.mockResolvedValue(aPostback({ id: 5 }));
  const toasts = recordToasts();
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add postback' }));
  const url = screen.getByLabelText('Postback URL');
  await user.click(url);
  await user.paste('https://t.example/pb?click={click_id}&note=a%20b');
  expect(screen.getByLabelText('Name of parameter 1')).toHaveValue('click');
  expect(screen.getByLabelText('Value of parameter 1')).toHaveValue('click_id');
  expect(screen.getByLabelText('Text of parameter 2')).toHaveValue('a b');

  await user.selectOptions(screen.getByLabelText('Value of parameter 2'), 'payout');
  await user.clear(screen.getByLabelText('Name of parameter 2'));
  await user.type(screen.getByLabelText('Name of parameter 2'), 'amount');
  expect(url).toHaveValue('https://t.example/pb?click={click_id}&amount={payout}');

  await user.click(screen.getByRole('button', { name: 'Add parameter' }));
  await user.type(screen.getByLabelText('Name of parameter 3'), 'cur');
  await user.click(screen.getByRole('button', { name: 'Insert {currency}' }));
  expect(url).toHaveValue('https://t.example/pb?click={click_id}&amount={payout}&cur={currency}');

  await user.selectOptions(await screen.findByRole('combobox', { name: 'Offer' }), 'FitLife Keto');
  await user.click(screen.getByRole('button', { name: 'Save postback' }));
  expect(createPostback).toHaveBeenCalledWith(
    expect.objectContaining({
      body: {
        url: 'https://t.example/pb?click={click_id}&amount={payout}&cur={currency}',
        offer_id: 9,
      },
    }),
  );
  expect(toasts).toHaveBeenCalledWith('success', 'Postback saved', undefined);
  expect(screen.queryByLabelText('Postback URL')).not.toBeInTheDocument();
});

it('explains what is wrong with the URL before asking the server, and shows the server’s refusal', async () => {
  getPostbacks.mockResolvedValue([]);
  createPostback.mockRejectedValue(
    serverError('url: refused target: 10.0.0.1 is a private or reserved address', 400, 'REFUSED_TARGET', {
      field: 'url',
    }),
  );
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add postback' }));
  await user.click(screen.getByRole('button', { name: 'Save postback' }));
  expect(screen.getByText('Postback URL is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Postback URL'), 'https://t.example/?a={{clickid}');
  expect(screen.getByText('Unknown macro: {clickid}. Use one of the macros below.')).toBeInTheDocument();
  expect(createPostback).not.toHaveBeenCalled();

  await user.clear(screen.getByLabelText('Postback URL'));
  await user.type(screen.getByLabelText('Postback URL'), 'http://10.0.0.1/pb');
  await user.click(screen.getByRole('button', { name: 'Save postback' }));
  expect(await screen.findByLabelText('Postback URL')).toHaveAccessibleDescription(
    'This address points to a private or reserved network and is refused.',
  );
});

it('tests a postback and shows the HTTP status and the time', async () => {
  getPostbacks.mockResolvedValue([GLOBAL]);
  testPostback.mockResolvedValue({
    url: 'https://track.example/pb?click=test-click',
    status_code: 200,
    error: null,
    duration_ms: 42,
  });
  open();
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Test postback for All offers (global)' }));
  expect(testPostback).toHaveBeenCalledWith(
    expect.objectContaining({ body: { url: 'https://track.example/pb?click={click_id}', offer_id: null } }),
  );
  expect(await screen.findByText('HTTP 200 in 42 ms')).toBeInTheDocument();
});

it('shows why a test failed', async () => {
  getPostbacks.mockResolvedValue([GLOBAL]);
  testPostback.mockResolvedValue({ url: 'x', status_code: null, error: 'timeout', duration_ms: 5000 });
  open();
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Test postback for All offers (global)' }));
  expect(await screen.findByText('Failed after 5000 ms: timeout')).toBeInTheDocument();
});

it('deletes a postback only after the confirmation', async () => {
  getPostbacks.mockResolvedValueOnce([REJECTED]).mockResolvedValueOnce([]);
  // Deleted at once: the server answers no payload.
  server('DELETE /api/postbacks/3').mockResolvedValue(undefined);
  const toasts = recordToasts();
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete postback for Summer Shoes' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this postback?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(server('DELETE /api/postbacks/3')).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Delete postback for Summer Shoes' }));
  await user.click(screen.getByRole('button', { name: 'Delete postback' }));
  expect(server('DELETE /api/postbacks/3')).toHaveBeenCalledTimes(1);
  expect(toasts).toHaveBeenCalledWith('success', 'Postback deleted', undefined);
  expect(await screen.findByText(/You have no postbacks yet/)).toBeInTheDocument();
});

it('puts a deletion on hold when the network approves changes', async () => {
  getPostbacks.mockResolvedValue([GLOBAL]);
  server('DELETE /api/postbacks/1').mockResolvedValue({ ...GLOBAL, status: 'pending', pending_action: 'delete' });
  const toasts = recordToasts();
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete postback for All offers (global)' }));
  await user.click(screen.getByRole('button', { name: 'Delete postback' }));
  expect(toasts).toHaveBeenCalledWith('success', 'The deletion takes effect once the network approves it.', undefined);
});

it('speaks the user’s language', async () => {
  getPostbacks.mockResolvedValue([PENDING]);
  await changeLanguage('de');
  const { unmount } = open();
  try {
    expect(await screen.findByRole('button', { name: 'Postback hinzufügen' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Ihre Postbacks' })).toHaveTextContent('Wartet auf Freigabe');
  } finally {
    unmount();
    await changeLanguage('en');
  }
});
