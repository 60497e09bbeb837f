import { type NetworkSettingsView, REPORT_EXPORT_COLUMNS } from '@affnet/contracts';
import { type HttpResponse, http, type RequestConfig, toasts, useSession, useTheme } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

// A logo goes up through the transport's upload progress; the fake PUT below reports it as the browser would.
let report: RequestConfig['onUploadProgress'];
let finish: () => void = () => undefined;
const SETTINGS: NetworkSettingsView = {
  parameter: '',
  customParameters: [],
  network_publisher_setting_string: '',
  current_timezone: 'UTC',
  domain: { dashboard: 'acme.example.com', tracking: null },
  postback_approval: false,
  export_retention_days: 7,
  fallback_url: '',
};
const LOGO = { err: 0, msg: 'ok', payload: { networklogo_Url: '/uploads/acme/logo-2b3c4d5e.png' } };

beforeEach(() => {
  fakeServer({
    'GET /api/get/network/setting': () => SETTINGS,
    'GET /api/get/network/postback/forwarding/setting': () => [],
    'GET /api/get/:kind/setting/keys': () => ({ keys: [], available: [...REPORT_EXPORT_COLUMNS] }),
    'GET /api/settings/exchange-rates': () => ({ reporting_currency: 'USD', currencies: [], rates: [] }),
  });
  jest.spyOn(http, 'put').mockImplementation((_url, _body, config) => {
    report = config?.onUploadProgress;
    return new Promise<HttpResponse<never>>((resolve) => {
      finish = () => resolve({ data: LOGO as never, status: 200 });
    });
  });
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  useSession.setState({ user: { token: 'a.b.c', permissions: ['network'], userDetail: {} } as never });
  useTheme.setState({ brand: { networkId: 'acme', companyName: 'Acme Media', logoUrl: null } });
});

async function startUpload() {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/logo');
  const user = userEvent.setup();
  const logo = await screen.findByRole('region', { name: 'Logo' });
  await user.upload(within(logo).getByLabelText('Large logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
  await user.click(within(logo).getByRole('button', { name: 'Upload (Large logo)' }));
  return logo;
}

it('shows how far a logo upload has got, and no bar once it is done', async () => {
  const logo = await startUpload();
  const bar = within(logo).getByRole('progressbar', { name: 'Uploading Large logo' });
  expect(bar).toHaveAttribute('value', '0');
  act(() => report?.({ loaded: 256 * 1024, total: 512 * 1024 }));
  expect(bar).toHaveAttribute('value', '50');
  expect(within(logo).getByText('50%')).toBeInTheDocument();

  act(() => finish());
  await waitFor(() => expect(within(logo).queryByRole('progressbar')).not.toBeInTheDocument());
  expect(useTheme.getState().brand.logoUrl).toBe('/uploads/acme/logo-2b3c4d5e.png');
});

it('says it is uploading when the browser cannot tell the size', async () => {
  const logo = await startUpload();
  act(() => report?.({ loaded: 1000, total: undefined }));
  expect(within(logo).getByRole('progressbar', { name: 'Uploading Large logo' })).not.toHaveAttribute('value');
  expect(within(logo).getByText('Uploading…')).toBeInTheDocument();
  act(() => finish());
  await waitFor(() => expect(within(logo).queryByRole('progressbar')).not.toBeInTheDocument());
});
