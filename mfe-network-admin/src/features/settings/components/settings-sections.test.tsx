import type { CurrentUser, NetworkSettingsView } from '@affnet/contracts';
import { ApiError, i18n, useSession } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

const saveFallback = jest.fn();

const SETTINGS: NetworkSettingsView = {
  parameter: '',
  customParameters: [],
  network_publisher_setting_string: '',
  current_timezone: 'America/New_York',
  domain: { dashboard: 'acme.example.com', tracking: null },
  postback_approval: false,
  export_retention_days: 7,
  fallback_url: '',
};

beforeEach(() => {
  jest.clearAllMocks();
  // Every section is mounted (hidden unless chosen): each one's list is asked for.
  fakeServer({
    'GET /api/get/network/setting': () => SETTINGS,
    'GET /api/get/:kind/setting/keys': ({ path }) => ({
      keys: [],
      available:
        path.kind === 'offer'
          ? [{ key: 'payout_type', label: 'Payout type' }]
          : [{ key: 'unique_clicks', label: 'Unique clicks' }],
    }),
    'GET /api/get/network/postback/forwarding/setting': () => [],
    'GET /api/settings/exchange-rates': () => ({ reporting_currency: 'USD', currencies: [], rates: [] }),
    'POST /api/network/setting/fallback': ({ body }) => saveFallback(body),
  });
  const user = { token: 'a.b.c', permissions: ['network'], userDetail: { id: 1, name: 'Olive' } } as unknown;
  useSession.setState({ user: user as CurrentUser, permissions: ['network'] });
  saveFallback.mockResolvedValue({ err: 0, msg: 'Fallback URL saved', payload: SETTINGS });
});
afterEach(() => act(() => void i18n.changeLanguage('en')));

const index = () => screen.findByRole('navigation', { name: 'Settings sections' });

it('opens its first section at /network/settings and each section at its own address, by link', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings');
  const nav = await index();
  expect(within(nav).getByRole('link', { name: 'Tracking' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('region', { name: 'Tracking link' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Domains' })).not.toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(within(nav).getByRole('link', { name: 'Domains' }));
  expect(await screen.findByRole('region', { name: 'Domains' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Tracking link' })).not.toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Domains' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Domains' })).toHaveAttribute('href', '/network/settings/domains');
});

it('opens a section from its deep link; the bare address the first section; an unknown one is an unknown path', async () => {
  const first = renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/logo');
  expect(await screen.findByRole('region', { name: 'Logo' })).toBeVisible();
  first.unmount();
  const bare = renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings');
  expect(within(await index()).getByRole('link', { name: 'Tracking' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('region', { name: 'Tracking link' })).toBeVisible();
  bare.unmount();
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/nothing-here');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
});

it('marks a section with unsaved changes, in the section and in the index, until it is saved', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/tracking');
  const user = userEvent.setup();
  const refused = await screen.findByRole('region', { name: 'Refused clicks' });
  const url = await within(refused).findByRole('textbox', { name: 'Fallback URL' });
  expect(within(refused).queryByText('Unsaved changes')).not.toBeInTheDocument();
  await user.type(url, 'ftp://nope');
  expect(within(refused).getByText('Unsaved changes')).toBeInTheDocument();
  expect(within(await index()).getByRole('link', { name: 'Tracking ● unsaved' })).toBeInTheDocument();
  // Another section and back: the edit is still there.
  await user.click(within(await index()).getByRole('link', { name: 'Domains' }));
  await user.click(within(await index()).getByRole('link', { name: 'Tracking ● unsaved' }));
  expect(within(refused).getByRole('textbox', { name: 'Fallback URL' })).toHaveValue('ftp://nope');
  await user.click(within(refused).getByRole('button', { name: 'Save' }));
  expect(within(refused).getByText('Enter an http(s) URL such as https://example.com/offers')).toBeInTheDocument();
  expect(saveFallback).not.toHaveBeenCalled();
  await user.clear(url);
  await user.type(url, 'https://acme.example/more');
  await user.click(within(refused).getByRole('button', { name: 'Save' }));
  expect(saveFallback).toHaveBeenCalledWith({ fallback_url: 'https://acme.example/more' });
  await waitFor(() => expect(within(refused).queryByText('Unsaved changes')).not.toBeInTheDocument());
  expect(within(await index()).getByRole('link', { name: 'Tracking' })).toBeInTheDocument();
});

it('shows the server’s refusal of the fallback URL on its field and keeps the unsaved mark', async () => {
  saveFallback.mockRejectedValue(
    new ApiError('fallback_url: must not carry a user name or password', 400, 'INVALID_URL', {
      err: 1,
      msg: 'fallback_url: must not carry a user name or password',
      code: 'INVALID_URL',
      field: 'fallback_url',
    }),
  );
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/tracking');
  const user = userEvent.setup();
  const refused = await screen.findByRole('region', { name: 'Refused clicks' });
  await user.type(await within(refused).findByRole('textbox', { name: 'Fallback URL' }), 'https://a:b@x.example/');
  await user.click(within(refused).getByRole('button', { name: 'Save' }));
  expect(await within(refused).findByRole('textbox', { name: 'Fallback URL' })).toHaveAccessibleDescription(
    expect.stringMatching(/.+/),
  );
  expect(within(refused).getByText('Unsaved changes')).toBeInTheDocument();
});

it.each([
  ['fr', 'Colonnes d’export', 'Type de rémunération', 'Clics uniques'],
  ['de', 'Exportspalten', 'Auszahlungsart', 'Eindeutige Klicks'],
  ['es', 'Columnas de exportación', 'Tipo de pago', 'Clics únicos'],
])('names the sections and the export columns in %s', async (language, link, offerColumn, reportColumn) => {
  await act(() => i18n.changeLanguage(language));
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/exports');
  const nav = await screen.findByRole('navigation', { name: i18n.t('settings:sections') });
  expect(nav).not.toHaveAccessibleName('Settings sections');
  expect(within(nav).getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('checkbox', { name: offerColumn })).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: reportColumn })).toBeInTheDocument();
  expect(screen.queryByText('Payout type')).not.toBeInTheDocument();
});

it('takes the unsaved mark away when the field is back to its saved value, and waits on Save while saving', async () => {
  let answer: (envelope: unknown) => void = () => undefined;
  saveFallback.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/tracking');
  const user = userEvent.setup();
  const refused = await screen.findByRole('region', { name: 'Refused clicks' });
  const url = await within(refused).findByRole('textbox', { name: 'Fallback URL' });
  await user.type(url, 'https://x');
  expect(within(refused).getByText('Unsaved changes')).toBeInTheDocument();
  await user.clear(url);
  expect(within(refused).queryByText('Unsaved changes')).not.toBeInTheDocument();
  expect(within(await index()).getByRole('link', { name: 'Tracking' })).toBeInTheDocument();
  await user.type(url, 'https://acme.example/more');
  await user.click(within(refused).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(refused).getByRole('button', { name: 'Save' })).toBeDisabled());
  await act(async () => answer({ err: 0, msg: 'Fallback URL saved', payload: SETTINGS }));
  await waitFor(() => expect(within(refused).getByRole('button', { name: 'Save' })).toBeEnabled());
  expect(within(refused).queryByText('Unsaved changes')).not.toBeInTheDocument();
});
