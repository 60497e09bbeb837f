import { changeLanguage, toasts } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';
import { API_DOCUMENT, signInPublisher } from '../testing/fixtures';

const server = fakeServer();
const createCredentials = server('GET /api/credential/create/7');
const getCredentials = server('GET /api/credential/7');
const getPublisherApiDocs = server('GET /api/docs/publisher-api');
const regenerateCredentials = server('PUT /api/credential/update/7');
/** The console calls the real publisher API with fetch, outside the session's transport (jsdom has no fetch). */
const tryPublisherApi = jest.fn<Promise<Pick<Response, 'status' | 'text'>>, [string, RequestInit]>();
Object.defineProperty(globalThis, 'fetch', { value: tryPublisherApi, configurable: true, writable: true });

/** The keys the publisher made on 1 November, as GET /api/credential/:id answers them (never the secret). */
const OLD_KEYS = { apikey: 'pk_old', created_at: '2026-11-01T10:00:00.000Z' };
const PAIR = { apikey: 'pk_new', secretkey: 'secret-shown-once', created_at: '2026-11-23T10:00:00.000Z' };

beforeEach(() => {
  jest.clearAllMocks();
  signInPublisher();
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  getPublisherApiDocs.mockResolvedValue(API_DOCUMENT);
});

const open = () => renderPage(<PublisherApp basePath="" />, '/api-details');

it('creates the first keys and shows the secret once, with a warning and Copy', async () => {
  getCredentials.mockResolvedValue({ apikey: null });
  createCredentials.mockResolvedValue(PAIR);
  open();
  const user = userEvent.setup();
  expect(await screen.findByText('You have no API credentials yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create credentials' }));
  expect(createCredentials).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('secret-shown-once')).toBeInTheDocument();
  expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy Secret key' }));
  expect(await navigator.clipboard.readText()).toBe('secret-shown-once');
  expect(toasts.notify).toHaveBeenCalledWith('success', 'Secret key copied', undefined);
  expect(screen.getByLabelText('API key')).toHaveValue('pk_new');
});

it('regenerates behind a confirmation that says the old keys stop working', async () => {
  getCredentials.mockResolvedValue(OLD_KEYS);
  regenerateCredentials.mockResolvedValue(PAIR);
  open();
  const user = userEvent.setup();
  expect(await screen.findByText('pk_old')).toBeInTheDocument();
  expect(screen.queryByText(/it is shown only this once/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Regenerate your API credentials?' });
  expect(dialog).toHaveTextContent('stop working at once');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(regenerateCredentials).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  await user.click(screen.getByRole('button', { name: 'Regenerate keys' }));
  expect(regenerateCredentials).toHaveBeenCalledWith(expect.objectContaining({ body: { confirm: true } }));
  expect(await screen.findByText('secret-shown-once')).toBeInTheDocument();
  expect(screen.getByText('pk_new')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('draws the reference from the OpenAPI document', async () => {
  getCredentials.mockResolvedValue(OLD_KEYS);
  open();
  expect(await screen.findByRole('heading', { name: /GET.*\/publisher\/offers\/v2.*List your offers/ })).toBeVisible();
  const names = (caption: string) =>
    within(screen.getByRole('table', { name: caption }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
  expect(names('Query parameters')).toEqual(['offer_type', 'limit', 'page']);
  expect(names('Headers')).toEqual(['apikey', 'secretkey']);
  expect(names('Response fields')).toEqual([
    'err',
    'payload',
    'payload.rows',
    'payload.rows[].id',
    'payload.rows[].daily_cap',
    'payload.total',
  ]);
  expect(names('Errors')).toEqual(['400', '401', '429']);
  expect(screen.getByText('One of: all, active, public, private')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /download center/ })).toHaveAttribute('href', '/download-center');
});

it('tries the API with the form, keeps the curl sample in sync and shows status, time and JSON', async () => {
  getCredentials.mockResolvedValue(OLD_KEYS);
  // The answer takes 42 ms by the page's clock.
  let now = 1000;
  const clock = jest.spyOn(performance, 'now').mockImplementation(() => now);
  tryPublisherApi.mockImplementation(async () => {
    now += 42;
    return { status: 200, text: async () => JSON.stringify({ err: 0, msg: 'ok', payload: { total: 3 } }) };
  });
  open();
  const user = userEvent.setup();
  const curl = await screen.findByTestId('curl-sample');
  expect(screen.getByLabelText('API key')).toHaveValue('pk_old');
  expect(curl).toHaveTextContent('secretkey: YOUR_SECRET_KEY');
  await user.selectOptions(screen.getByLabelText('Offer type'), 'active');
  await user.clear(screen.getByLabelText('Limit'));
  await user.type(screen.getByLabelText('Limit'), '0');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByText('Limit must be a whole number from 1 to 100')).toBeInTheDocument();
  expect(screen.getByText('Secret key is required')).toBeInTheDocument();
  expect(tryPublisherApi).not.toHaveBeenCalled();
  await user.clear(screen.getByLabelText('Limit'));
  await user.type(screen.getByLabelText('Limit'), '5');
  await user.type(screen.getByLabelText('Secret key'), 's3cret');
  expect(curl).toHaveTextContent('offer_type=active&limit=5&page=1');
  // The typed secret is masked in its field, so the sample keeps the placeholder until the user reveals it.
  expect(curl).toHaveTextContent('secretkey: YOUR_SECRET_KEY');
  expect(curl).not.toHaveTextContent('s3cret');
  expect(screen.getByLabelText('Secret key')).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('checkbox', { name: 'Show the secret key in the field and in the curl sample' }));
  expect(curl).toHaveTextContent('secretkey: s3cret');
  expect(screen.getByLabelText('Secret key')).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(tryPublisherApi).toHaveBeenCalledWith(
    '/publisher/offers/v2?offer_type=active&limit=5&page=1',
    expect.objectContaining({ headers: { apikey: 'pk_old', secretkey: 's3cret' } }),
  );
  expect(await screen.findByText('Status 200')).toBeInTheDocument();
  expect(screen.getByText('42 ms')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Response body' })).toHaveTextContent('"total": 3');
  clock.mockRestore();
});

it('offers a retry when a load fails', async () => {
  getCredentials.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce({ apikey: null });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  open();
  const alert = await screen.findByRole('alert');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Create credentials' })).toBeInTheDocument();
});

it('speaks the four languages', async () => {
  getCredentials.mockResolvedValue({ apikey: null });
  open();
  for (const [language, create] of [
    ['es', 'Crear credenciales'],
    ['fr', 'Créer les identifiants'],
    ['de', 'Zugangsdaten erstellen'],
    ['en', 'Create credentials'],
  ]) {
    await act(() => changeLanguage(language as 'en'));
    expect(await screen.findByRole('button', { name: create })).toBeInTheDocument();
  }
});

describe('the reference in French', () => {
  afterEach(() => act(() => changeLanguage('en')));

  /** The description cell of a row of a reference table. */
  const described = (caption: string, name: string) => {
    const header = within(screen.getByRole('table', { name: caption })).getByRole('rowheader', { name });
    return header.closest('tr')?.querySelector('td:last-child')?.textContent;
  };

  it('says what the API, its parameters, fields and statuses mean in the user words', async () => {
    getCredentials.mockResolvedValue(OLD_KEYS);
    await act(() => changeLanguage('fr'));
    open();
    expect(
      await screen.findByRole('heading', { name: /GET.*\/publisher\/offers\/v2.*Lister vos offres/ }),
    ).toBeVisible();
    expect(screen.getByText(/Chaque appel est authentifié par les en-têtes apikey et secretkey/)).toBeInTheDocument();
    expect(screen.getByText(/une page à la fois, les plus récentes d’abord/)).toBeInTheDocument();
    expect(described('Paramètres de requête', 'limit')).toBe('Offres par page, de 1 à 100 (20 par défaut). De 1 à 100');
    expect(described('En-têtes', 'secretkey')).toMatch(/^Votre clé secrète, affichée une seule fois/);
    expect(described('Champs de la réponse', 'payload.rows[].daily_cap')).toBe(
      'Conversions par jour ; null signifie sans plafond.',
    );
    expect(described('Erreurs', '400')).toBe('Un paramètre est invalide ; le message le nomme.');
    expect(described('Erreurs', '401')).toMatch(/ne correspondent à aucun éditeur actif/);
    expect(described('Erreurs', '429')).toMatch(/^Plus de 300 appels en une minute/);
    // Try it's offer types: the value the API takes, then what it means.
    expect(screen.getByRole('option', { name: 'active — Offres actives' })).toBeInTheDocument();
  });

  it('shows a description as the server writes it once the server says something else than its translation', async () => {
    getCredentials.mockResolvedValue(OLD_KEYS);
    const changed: typeof API_DOCUMENT = JSON.parse(JSON.stringify(API_DOCUMENT));
    const errors = changed.paths['/publisher/offers/v2']?.get?.responses;
    if (errors?.['429']) errors['429'].description = 'More than 600 calls in a minute.';
    getPublisherApiDocs.mockResolvedValue(changed);
    await act(() => changeLanguage('fr'));
    open();
    expect(await screen.findByRole('table', { name: 'Erreurs' })).toBeVisible();
    expect(described('Erreurs', '429')).toBe('More than 600 calls in a minute.');
    expect(described('Erreurs', '400')).toBe('Un paramètre est invalide ; le message le nomme.');
  });
});
