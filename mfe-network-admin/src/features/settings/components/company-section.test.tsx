import type { CompanyDetails, CurrentUser, NetworkSettingsView } from '@affnet/contracts';
import { i18n, useSession } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

const saveCompany = jest.fn();

const BLANK: CompanyDetails = {
  legal_name: '',
  address: '',
  country: '',
  tax_id: '',
  billing_email: '',
  document_language: 'en',
};

beforeEach(() => {
  jest.clearAllMocks();
  fakeServer({
    'GET /api/get/network/setting': () =>
      ({
        parameter: '',
        customParameters: [],
        network_publisher_setting_string: '',
        current_timezone: 'UTC',
        domain: { dashboard: 'acme.example.com', tracking: null },
        postback_approval: false,
        export_retention_days: 7,
        fallback_url: '',
      }) satisfies NetworkSettingsView,
    'GET /api/get/:kind/setting/keys': () => ({ keys: [], available: [] }),
    'GET /api/get/network/postback/forwarding/setting': () => [],
    'GET /api/settings/exchange-rates': () => ({ reporting_currency: 'USD', currencies: [], rates: [] }),
    'GET /api/network/settings/company': () => BLANK,
    'PUT /api/network/settings/company': ({ body }) => saveCompany(body),
  });
  const user = { token: 'a.b.c', permissions: ['network'], userDetail: { id: 1, name: 'Olive' } } as unknown;
  useSession.setState({ user: user as CurrentUser, permissions: ['network'] });
  saveCompany.mockImplementation((body: CompanyDetails) => ({ err: 0, msg: 'Company details saved', payload: body }));
});
afterEach(() => act(() => void i18n.changeLanguage('en')));

it('saves the company details and the language of documents at /network/settings/company', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/company');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Legal name'), 'Acme Média GmbH');
  await user.type(screen.getByLabelText('Country (two letters, e.g. DE)'), 'de');
  await user.type(screen.getByLabelText('Tax / VAT id'), 'DE123456789');
  await user.selectOptions(screen.getByLabelText('Language of documents'), 'Deutsch');
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveCompany).toHaveBeenCalled());
  expect(saveCompany.mock.calls[0]?.[0]).toMatchObject({
    legal_name: 'Acme Média GmbH',
    country: 'DE',
    tax_id: 'DE123456789',
    document_language: 'de',
  });
  await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
});

it('asks for the legal name and a two-letter country before sending, in the reader’s language', async () => {
  await act(() => void i18n.changeLanguage('de'));
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/company');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Land (zwei Buchstaben, z. B. DE)'), 'D');
  // The shared words (common:save) load apart from this area's; the test reads the area's own words.
  await user.click(screen.getByRole('button', { name: /Speichern|Save/ }));
  expect(await screen.findByText('Geben Sie den zweistelligen Ländercode ein, z. B. DE')).toBeInTheDocument();
  expect(saveCompany).not.toHaveBeenCalled();
});
