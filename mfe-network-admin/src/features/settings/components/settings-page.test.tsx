import {
  type CurrentUser,
  type NetworkSettingsView,
  OFFER_EXPORT_COLUMNS,
  REPORT_EXPORT_COLUMNS,
} from '@affnet/contracts';
import { ApiError, toasts, useSession, useTheme } from '@affnet/core';
import { fakeServer, sentField } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

/** The calls of the page, as it makes them (arguments of its fetchers); the fake server below routes to them. */
const addForwardingSetting = jest.fn();
const deleteForwardingSetting = jest.fn();
const getExportKeys = jest.fn();
const getForwardingSettings = jest.fn();
const getNetworkSettings = jest.fn();
const saveDomains = jest.fn();
const saveExportKeys = jest.fn();
const saveLinkSettings = jest.fn();
const savePostbackSettings = jest.fn();
const saveTimeZone = jest.fn();
const uploadLogo = jest.fn();

const serve = () =>
  fakeServer({
    'POST /api/network/postback/forwarding/save': ({ body }) => addForwardingSetting(body),
    'POST /api/delete/network/postback/forwarding/setting': ({ body }) =>
      deleteForwardingSetting(sentField(body, 'postback_forwarding_setting_id')),
    'GET /api/get/:kind/setting/keys': ({ path }) => getExportKeys(path.kind),
    'GET /api/get/network/postback/forwarding/setting': () => getForwardingSettings(),
    'GET /api/get/network/setting': () => getNetworkSettings(),
    'GET /api/settings/exchange-rates': () => ({ reporting_currency: 'USD', currencies: [], rates: [] }),
    'POST /api/network/setting/savedomain': ({ body }) => saveDomains(body),
    'POST /api/network/:kind/setting/keys': ({ path, body }) => saveExportKeys(path.kind, sentField(body, 'keys')),
    'POST /api/network/setting/save': ({ body }) => saveLinkSettings(body),
    'POST /api/network/setting/postbacks': ({ body }) => savePostbackSettings(body),
    'POST /api/network/setting/save/timezone': ({ body }) => saveTimeZone(sentField(body, 'current_timezone')),
    'PUT /api/network/upload/logo/': ({ body }) => uploadLogo('large', (body as FormData).get('file')),
    'PUT /api/network/upload/logo/:size': ({ path, body }) => uploadLogo(path.size, (body as FormData).get('file')),
  });

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
const FORWARDING = {
  postback_forwarding_setting_id: 4,
  mode: 'all' as const,
  url: 'https://crm.example/pb?c={click_id}',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

let toast: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  serve();
  toast = jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  const user = {
    token: 'a.b.c',
    permissions: ['network'],
    userDetail: { id: 1, name: 'Olive' },
  } as unknown as CurrentUser;
  useSession.setState({ user, permissions: ['network'] });
  jest.mocked(getNetworkSettings).mockResolvedValue(SETTINGS);
  jest.mocked(getForwardingSettings).mockResolvedValue([FORWARDING]);
  jest.mocked(getExportKeys).mockImplementation(async (kind) => ({
    keys: [],
    available: [...(kind === 'offer' ? OFFER_EXPORT_COLUMNS : REPORT_EXPORT_COLUMNS)],
  }));
  // Each save answers what the server keeps, with its own English message (the page shows its own words instead).
  const saved = (payload: unknown) => ({ err: 0, msg: 'Saved on server', payload });
  for (const save of [saveLinkSettings, saveDomains, savePostbackSettings]) {
    jest.mocked(save).mockImplementation(async (changes) => saved({ ...SETTINGS, ...changes }));
  }
  jest.mocked(saveTimeZone).mockImplementation(async (zone) => saved({ ...SETTINGS, current_timezone: zone }));
  jest
    .mocked(saveExportKeys)
    .mockImplementation(async (kind, keys) =>
      saved({ keys, available: [...(kind === 'offer' ? OFFER_EXPORT_COLUMNS : REPORT_EXPORT_COLUMNS)] }),
    );
  jest.mocked(addForwardingSetting).mockImplementation(async (setting) => saved({ ...FORWARDING, ...setting }));
});

/** The settings at /network/settings (its first section) or at one section's own address. */
const show = (sectionPath = '') =>
  renderPage(<NetworkAdminApp basePath="/network" />, `/network/settings${sectionPath ? `/${sectionPath}` : ''}`);
const section = async (name: string) => screen.findByRole('region', { name });

it('saves the tracking link settings with a live example and field validation', async () => {
  show();
  const user = userEvent.setup();
  const link = await section('Tracking link');
  // The section is there before its settings are: wait for its form.
  await user.type(await within(link).findByRole('textbox', { name: 'Click reference parameter' }), 'aff_id');
  await user.click(within(link).getByRole('button', { name: 'Save' }));
  expect(within(link).getByText('aff_id is already used by the link')).toBeInTheDocument();
  expect(saveLinkSettings).not.toHaveBeenCalled();
  await user.clear(within(link).getByRole('textbox', { name: 'Click reference parameter' }));
  await user.type(within(link).getByRole('textbox', { name: 'Click reference parameter' }), 'ref');
  await user.click(within(link).getByRole('button', { name: 'Add a parameter' }));
  await user.type(within(link).getByRole('textbox', { name: 'Name of custom parameter 1' }), 'src');
  await user.type(within(link).getByRole('textbox', { name: 'Value of custom parameter 1' }), 'net');
  await user.type(within(link).getByRole('textbox', { name: 'Query string for publishers' }), 'p={{aff_id}');
  expect(within(link).getByRole('status', { name: 'Example link' })).toHaveTextContent(
    'http://acme.example.com/click?offer_id=12&aff_id=7&ref=abc&src=net&p=7',
  );
  await user.click(within(link).getByRole('button', { name: 'Save' }));
  expect(saveLinkSettings).toHaveBeenCalledWith({
    parameter: 'ref',
    customParameters: [{ name: 'src', value: 'net' }],
    network_publisher_setting_string: 'p={aff_id}',
  });
  // The toast is the page's own word for it, never the server's English message.
  expect(toast).toHaveBeenCalledWith('success', 'Tracking link settings saved', 'Success!');
});

it('searches and saves the time zone', async () => {
  show('time');
  const user = userEvent.setup();
  const zone = await section('Time zone');
  await user.type(await within(zone).findByRole('searchbox', { name: 'Search time zones' }), 'tokyo');
  expect(within(zone).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
  await user.click(within(zone).getByRole('button', { name: 'Save' }));
  expect(saveTimeZone).toHaveBeenCalledWith('Asia/Tokyo');
  // Every page's times follow the new zone at once.
  await waitFor(() => expect(useTheme.getState().timeZone).toBe('Asia/Tokyo'));
  useTheme.getState().setTimeZone('UTC');
});

it('warns that a new dashboard domain signs everybody out, and shows the server’s refusal', async () => {
  show('domains');
  const user = userEvent.setup();
  const domains = await section('Domains');
  const dashboard = within(domains).getByRole('textbox', { name: 'Dashboard domain' });
  await user.clear(dashboard);
  await user.type(dashboard, 'Bad Host');
  await user.click(within(domains).getByRole('button', { name: 'Save' }));
  expect(within(domains).getAllByText(/lower-case host name/)[0]).toBeInTheDocument();
  await user.clear(dashboard);
  await user.type(dashboard, 'globex.example.com');
  expect(within(domains).getByText(/must sign in again at the new address globex.example.com/)).toBeInTheDocument();
  jest.mocked(saveDomains).mockRejectedValueOnce(
    new ApiError('dashboard: is already used', 400, 'DOMAIN_TAKEN', {
      err: 1,
      msg: 'dashboard: is already used',
      code: 'DOMAIN_TAKEN',
      field: 'dashboard',
    }),
  );
  await user.click(within(domains).getByRole('button', { name: 'Save' }));
  expect(await within(domains).findByText('This domain is already used by another network.')).toBeInTheDocument();
  expect(saveDomains).toHaveBeenCalledWith({ dashboard: 'globex.example.com', tracking: '' });
});

it('saves the export columns in the chosen order', async () => {
  show('exports');
  const user = userEvent.setup();
  const columns = await section('Export columns');
  await user.click(await within(columns).findByRole('checkbox', { name: 'Name' }));
  await user.click(within(columns).getAllByRole('checkbox', { name: 'ID' })[0] as HTMLElement);
  await user.click(within(columns).getByRole('button', { name: 'Move Name up' }));
  await user.click(within(columns).getByRole('button', { name: 'Save offers.csv' }));
  expect(saveExportKeys).toHaveBeenCalledWith('offer', ['name', 'id']);
});

it('lists, adds and deletes postback forwarding', async () => {
  jest.mocked(deleteForwardingSetting).mockResolvedValue({ err: 0, msg: 'Forwarding deleted' } as never);
  show('postbacks');
  const user = userEvent.setup();
  const forwarding = await section('Postback forwarding');
  expect(await within(forwarding).findByText(FORWARDING.url)).toBeInTheDocument();
  await user.type(within(forwarding).getAllByRole('textbox', { name: 'Forwarding URL' })[0] as HTMLElement, 'ftp://x');
  await user.click(within(forwarding).getByRole('button', { name: 'Add forwarding' }));
  expect(within(forwarding).getByText('Enter an http(s) URL')).toBeInTheDocument();
  const url = within(forwarding).getByRole('textbox', { name: 'Forwarding URL' });
  await user.clear(url);
  await user.type(url, 'https://hook.example/a');
  await user.click(within(forwarding).getByRole('button', { name: 'Add forwarding' }));
  expect(addForwardingSetting).toHaveBeenCalledWith({ mode: 'all', url: 'https://hook.example/a' });
  await user.click(within(forwarding).getByRole('button', { name: 'Delete forwarding 1' }));
  expect(deleteForwardingSetting).toHaveBeenCalledWith(4);
  await waitFor(() => expect(getForwardingSettings).toHaveBeenCalledTimes(3));
});

it('checks the retention days before saving the postback settings', async () => {
  show('postbacks');
  const user = userEvent.setup();
  const postbacks = await section('Postbacks and files');
  const days = within(postbacks).getByRole('spinbutton', { name: 'Days a download-center file is kept' });
  await user.clear(days);
  await user.type(days, '120');
  await user.click(within(postbacks).getByRole('button', { name: 'Save' }));
  expect(within(postbacks).getByText('Enter a whole number from 1 to 90')).toBeInTheDocument();
  await user.clear(days);
  await user.type(days, '30');
  await user.click(within(postbacks).getByRole('checkbox', { name: 'Publishers’ postback changes need my approval' }));
  await user.click(within(postbacks).getByRole('button', { name: 'Save' }));
  expect(savePostbackSettings).toHaveBeenCalledWith({ postback_approval: true, export_retention_days: 30 });
  // Private targets are not the network's to allow: the section says who decides.
  expect(within(postbacks).queryByRole('checkbox', { name: /private/i })).toBeNull();
  expect(within(postbacks).getByText(/only the operator of this installation can allow/)).toBeInTheDocument();
});

it('refuses a logo of the wrong type before uploading', async () => {
  show('logo');
  const user = userEvent.setup({ applyAccept: false });
  const logo = await section('Logo');
  await user.upload(within(logo).getByLabelText('Small logo'), new File(['x'], 'logo.txt', { type: 'text/plain' }));
  expect(within(logo).getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF, WebP or SVG image');
});

it('shows the logos in use and takes an SVG', async () => {
  useTheme.setState({ brand: { networkId: 'acme', companyName: 'Acme Media', logoUrl: '/uploads/acme/logo.svg' } });
  jest
    .mocked(uploadLogo)
    .mockResolvedValue({ err: 0, msg: 'ok', payload: { networklogo_Url: '/uploads/acme/logo-1a2b3c4d.svg' } });
  show('logo');
  const user = userEvent.setup();
  const logo = await section('Logo');
  expect(within(logo).getByRole('img', { name: 'Current Large logo' })).toHaveAttribute(
    'src',
    '/uploads/acme/logo.svg',
  );
  expect(within(logo).getByRole('img', { name: 'Current Small logo' })).toHaveAttribute(
    'src',
    '/uploads/acme/logo.small.svg',
  );
  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
  await user.upload(within(logo).getByLabelText('Large logo'), svg);
  expect(within(logo).queryByRole('alert')).not.toBeInTheDocument();
  await user.click(within(logo).getByRole('button', { name: 'Upload (Large logo)' }));
  expect(uploadLogo).toHaveBeenCalledWith('large', svg);
  await waitFor(() => expect(useTheme.getState().brand.logoUrl).toBe('/uploads/acme/logo-1a2b3c4d.svg'));
});

it('shows a load error with a retry', async () => {
  jest.mocked(getNetworkSettings).mockRejectedValueOnce(new ApiError('Server down', 500, 'INTERNAL'));
  show();
  expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await section('Tracking link')).toBeInTheDocument();
});
