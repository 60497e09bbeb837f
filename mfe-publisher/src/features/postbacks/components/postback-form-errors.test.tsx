import { ApiError, changeLanguage } from '@affnet/core';
import { anOffer, fakeServer, pageOf } from '@affnet/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';

const server = fakeServer();
const createPostback = server('POST /api/postbacks');
const getOffers = server('GET /api/offers');
const getPostbacks = server('GET /api/postbacks');
const testPostback = server('POST /api/postbacks/test');

const REFUSED_MSG = 'url: refused target: 127.0.0.1 is a private or reserved address (127.0.0.1)';
const refused = () =>
  new ApiError(REFUSED_MSG, 400, 'REFUSED_TARGET', { err: 1, msg: REFUSED_MSG, code: 'REFUSED_TARGET', field: 'url' });
const GERMAN_REFUSAL = 'Diese Adresse zeigt auf ein privates oder reserviertes Netz und wird abgelehnt.';

beforeEach(async () => {
  jest.clearAllMocks();
  getOffers.mockResolvedValue(pageOf([anOffer({ id: 9, name: 'FitLife Keto', access: 'allowed' })]));
  getPostbacks.mockResolvedValue([]);
  await changeLanguage('de');
});

afterEach(() => changeLanguage('en'));

async function typeUrl(url: string) {
  renderPage(<PublisherApp basePath="" />, '/postback/list');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Postback hinzufügen' }));
  const field = screen.getByLabelText('Postback-URL');
  await user.type(field, url.replace(/[{[]/g, '$&$&'));
  return { user, field };
}

it('shows a refused target of a save on the URL field in German, never the server text, and drops it when the URL changes', async () => {
  createPostback.mockRejectedValue(refused());
  const { user, field } = await typeUrl('http://127.0.0.1/pb');
  await user.click(screen.getByRole('button', { name: 'Postback speichern' }));
  expect(await screen.findByText(GERMAN_REFUSAL)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(GERMAN_REFUSAL);
  expect(screen.queryByText(/refused target/)).not.toBeInTheDocument();

  await user.type(field, 'x');
  expect(screen.queryByText(GERMAN_REFUSAL)).not.toBeInTheDocument();
  expect(field).not.toHaveAttribute('aria-invalid');
});

it('shows a refused target of the Test button on the URL field and drops it when the URL changes', async () => {
  testPostback.mockRejectedValue(refused());
  const { user, field } = await typeUrl('http://127.0.0.1/pb');
  await user.click(screen.getByRole('button', { name: 'URL testen' }));
  expect(await screen.findByText(GERMAN_REFUSAL)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await user.clear(field);
  await user.type(field, 'https://tracker.example/pb');
  expect(screen.queryByText(GERMAN_REFUSAL)).not.toBeInTheDocument();
});

it('falls back to a general German message for a code it does not know', async () => {
  const msg = 'userDetails.email: something new';
  createPostback.mockRejectedValue(new ApiError(msg, 400, 'SOMETHING_NEW', { err: 1, msg, code: 'SOMETHING_NEW' }));
  const { user } = await typeUrl('https://tracker.example/pb');
  await user.click(screen.getByRole('button', { name: 'Postback speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Wert wird nicht akzeptiert.');
  expect(screen.queryByText(/userDetails/)).not.toBeInTheDocument();
});
