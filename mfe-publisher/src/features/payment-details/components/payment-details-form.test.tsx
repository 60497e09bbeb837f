import type { PaymentDetails } from '@affnet/contracts';
import { ApiError, changeLanguage, toasts, useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';

const server = fakeServer();
const getDetails = server('GET /api/payment-details');
const saveDetails = server('PUT /api/payment-details');
server('GET /api/balances').mockResolvedValue({ rows: [], totals: [] });
server('GET /api/invoices').mockResolvedValue([]);

const SAVED: PaymentDetails = {
  method: 'paypal',
  account_holder: null,
  iban: null,
  account_number: null,
  bic: null,
  routing_code: null,
  bank_name: null,
  bank_address: null,
  bank_country: null,
  paypal_email: 'paul@paypal.test',
  tax_legal_name: 'Paul Media GmbH',
  tax_address: 'Hauptstr. 1, Berlin',
  tax_country: 'DE',
  tax_id: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};

const open = () => renderPage(<PublisherApp basePath="" />, '/payments');

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  signInAs('publisher');
  useTheme.getState().setTimeZone('UTC');
  getDetails.mockResolvedValue(null);
});

afterEach(() => changeLanguage('en'));

async function fillTax(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Legal name'), 'Paul Media GmbH');
  await user.type(screen.getByLabelText('Address'), 'Hauptstr. 1, Berlin');
  await user.type(screen.getByLabelText('Country'), 'de');
}

it('asks for the bank fields, checks the IBAN’s check digits and sends only the method’s fields', async () => {
  const user = userEvent.setup();
  saveDetails.mockImplementation(({ body }) => ({ ...SAVED, ...(body as object), paypal_email: null }));
  open();
  expect(await screen.findByText(/not saved any payment details yet/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  expect(screen.queryByLabelText('PayPal e-mail')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Account holder'), 'Paul Media GmbH');
  await user.type(screen.getByLabelText('IBAN'), 'DE88 3704 0044 0532 0130 00');
  await user.type(screen.getByLabelText('BIC / SWIFT'), 'cobadeffxxx');
  await user.type(screen.getByLabelText('Bank name'), 'Commerzbank');
  await user.type(screen.getByLabelText('Bank country'), 'DE');
  await fillTax(user);
  await user.click(screen.getByRole('button', { name: 'Save payment details' }));
  expect(await screen.findByText('IBAN has wrong check digits: please check it for a typo')).toBeInTheDocument();
  expect(saveDetails).not.toHaveBeenCalled();
  await user.clear(screen.getByLabelText('IBAN'));
  await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
  await user.click(screen.getByRole('button', { name: 'Save payment details' }));
  await screen.findByText(/Last changed/);
  expect(saveDetails.mock.calls[0]?.[0].body).toEqual({
    method: 'bank_transfer',
    account_holder: 'Paul Media GmbH',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'cobadeffxxx',
    bank_name: 'Commerzbank',
    bank_country: 'DE',
    tax_legal_name: 'Paul Media GmbH',
    tax_address: 'Hauptstr. 1, Berlin',
    tax_country: 'DE',
  });
});

it('shows what is saved, switches to wire with its own fields, and shows the server’s refusal on its field', async () => {
  const user = userEvent.setup();
  getDetails.mockResolvedValue(SAVED);
  const msg = 'routing_code: must be a SWIFT code or a 9-digit routing number';
  saveDetails.mockRejectedValue(
    new ApiError(msg, 400, 'INVALID_FORMAT', { err: 1, msg, code: 'INVALID_FORMAT', field: 'routing_code' }),
  );
  open();
  expect(await screen.findByLabelText('PayPal e-mail')).toHaveValue('paul@paypal.test');
  await user.click(screen.getByRole('radio', { name: 'Wire transfer' }));
  expect(screen.queryByLabelText('PayPal e-mail')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save payment details' }));
  expect(await screen.findByText('Account number is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Account holder'), 'Paul Media LLC');
  await user.type(screen.getByLabelText('Account number'), '000123456789');
  await user.type(screen.getByLabelText('Routing number or SWIFT'), '021000021');
  await user.type(screen.getByLabelText('Bank name'), 'Chase');
  await user.type(screen.getByLabelText('Bank address'), '270 Park Ave, New York');
  await user.type(screen.getByLabelText('Bank country'), 'US');
  await user.click(screen.getByRole('button', { name: 'Save payment details' }));
  expect(await screen.findByLabelText('Routing number or SWIFT')).toHaveAttribute('aria-invalid', 'true');
  expect(saveDetails.mock.calls[0]?.[0].body).not.toHaveProperty('paypal_email');
});

it('speaks French', async () => {
  await changeLanguage('fr');
  open();
  expect(await screen.findByRole('heading', { name: 'Coordonnées de paiement' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
});
