import { anOffer, fakeServer, pageOf, recordToasts } from '@affnet/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';
import { aPostback } from '../testing/fixtures';

const server = fakeServer();
const getOffers = server('GET /api/offers');
const getPostbacks = server('GET /api/postbacks');
const updatePostback = server('PUT /api/postbacks/8');

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

it('edits a postback: a macro chip goes where the caret is, and the change waiting for approval is announced', async () => {
  updatePostback.mockResolvedValue({ ...OFFER_POSTBACK, status: 'pending', pending_action: 'update' });
  const toasts = recordToasts();
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit postback for FitLife Keto' }));
  const url = screen.getByLabelText('Postback URL');
  expect(url).toHaveValue('https://t.example/pb?c=&p=1');
  expect(await screen.findByRole('combobox', { name: 'Offer' })).toHaveDisplayValue('FitLife Keto');
  await user.pointer({ target: url, offset: 'https://t.example/pb?c='.length, keys: '[MouseLeft]' });
  await user.click(screen.getByRole('button', { name: 'Insert {click_id}' }));
  expect(url).toHaveValue('https://t.example/pb?c={click_id}&p=1');
  expect(screen.getByLabelText('Value of parameter 1')).toHaveValue('click_id');

  await user.click(screen.getByRole('button', { name: 'Remove parameter 2' }));
  expect(url).toHaveValue('https://t.example/pb?c={click_id}');
  await user.click(screen.getByRole('button', { name: 'Save postback' }));
  expect(updatePostback).toHaveBeenCalledWith(
    expect.objectContaining({ body: { url: 'https://t.example/pb?c={click_id}', offer_id: 9 } }),
  );
  expect(toasts).toHaveBeenCalledWith(
    'success',
    'Saved. The change takes effect once the network approves it.',
    undefined,
  );
});

it('asks for a parameter name when a row has a value but no name', async () => {
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit postback for FitLife Keto' }));
  await user.clear(screen.getByLabelText('Name of parameter 2'));
  await user.click(screen.getByRole('button', { name: 'Save postback' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Parameter 2 needs a name');
  expect(updatePostback).not.toHaveBeenCalled();
});
