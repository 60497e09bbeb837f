import { type CurrentUser, type ExchangeRates, REPORT_EXPORT_COLUMNS } from '@affnet/contracts';
import { toasts, useSession } from '@affnet/core';
import { fakeServer } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

const setRate = jest.fn();
const setReporting = jest.fn();

const RATES: ExchangeRates = { reporting_currency: 'USD', currencies: ['EUR', 'JPY'], rates: [] };
const SAVED: ExchangeRates = {
  ...RATES,
  rates: [
    {
      id: 1,
      currency: 'EUR',
      to_currency: 'USD',
      rate: '1.08',
      valid_from: '2026-01-01',
      created_at: '2026-03-11T15:00:00.000Z',
      created_by_name: 'Olive',
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  fakeServer({
    'GET /api/get/network/setting': async () => ({
      parameter: '',
      customParameters: [],
      network_publisher_setting_string: '',
      current_timezone: 'America/New_York',
      domain: { dashboard: 'acme.example.com', tracking: null },
      postback_approval: false,
      export_retention_days: 7,
      fallback_url: '',
    }),
    'GET /api/get/network/postback/forwarding/setting': async () => [],
    'GET /api/get/:kind/setting/keys': async () => ({ keys: [], available: [...REPORT_EXPORT_COLUMNS] }),
    'GET /api/settings/exchange-rates': async () => RATES,
    'POST /api/settings/exchange-rates': ({ body }) => setRate(body),
    'POST /api/settings/reporting-currency': ({ body }) => setReporting(body),
  });
  const user = { token: 'a.b.c', permissions: ['network'], userDetail: { id: 1, name: 'Olive' } } as unknown;
  useSession.setState({ user: user as CurrentUser, permissions: ['network'] });
  setRate.mockResolvedValue({ err: 0, msg: 'Exchange rate saved', payload: SAVED });
});

it('sets a rate from a day on and shows it in the history', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/settings/time');
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Currencies and exchange rates' });
  expect(
    await within(section).findByText('No exchange rate set yet: each currency stands on its own line.'),
  ).toBeVisible();
  expect(within(section).getByRole('textbox', { name: 'Reporting currency' })).toHaveValue('USD');
  expect(within(section).getByText('Your offers also use EUR, JPY')).toBeInTheDocument();
  await user.type(within(section).getByRole('textbox', { name: 'Value of 1 unit in USD' }), '1.08');
  await user.type(within(section).getByLabelText('From'), '2026-01-01');
  await user.click(within(section).getByRole('button', { name: 'Add a rate' }));
  expect(setRate).toHaveBeenCalledWith({ currency: 'EUR', rate: '1.08', valid_from: '2026-01-01' });
  const history = await within(section).findByRole('table', { name: 'Exchange rates' });
  expect(within(history).getByText('1 EUR = 1.08 USD')).toBeInTheDocument();
  expect(within(history).getByText('2026-01-01')).toBeInTheDocument();
});
