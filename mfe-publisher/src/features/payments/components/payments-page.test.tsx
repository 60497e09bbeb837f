import { changeLanguage, useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';
import { aBalance, anInvoice } from '../testing/fixtures';

const server = fakeServer();
const getBalances = server('GET /api/balances');
const getInvoices = server('GET /api/invoices');
const getInvoice = server('GET /api/invoices/:id');
const getDetails = server('GET /api/payment-details');

const open = (path = '/payments') => renderPage(<PublisherApp basePath="" />, path);

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('publisher');
  useTheme.getState().setTimeZone('UTC');
  getDetails.mockResolvedValue(null);
  getBalances.mockResolvedValue({ rows: [aBalance()], totals: [] });
  getInvoices.mockResolvedValue([anInvoice()]);
});

afterEach(() => changeLanguage('en'));

it('shows his balances per currency with what each figure means', async () => {
  getBalances.mockResolvedValue({ rows: [aBalance(), aBalance({ currency: 'JPY', earned: 5000 })], totals: [] });
  open();
  const table = await screen.findByRole('table', { name: 'Balances' });
  const [, euros, yen] = within(table).getAllByRole('row') as HTMLElement[];
  expect(euros).toHaveTextContent('€1,234.56');
  expect(euros).toHaveTextContent('€900.00');
  // Yen have no minor unit: 5000 is ¥5,000, not ¥50.00.
  expect(yen).toHaveTextContent('¥5,000');
  expect(screen.getByText(/Conversions still waiting for approval/)).toBeInTheDocument();
});

it('lists his invoices and opens one with its lines, adjustments and totals', async () => {
  getInvoice.mockResolvedValue(anInvoice());
  open();
  const table = await screen.findByRole('table', { name: 'Invoices' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
    /Invoice 12.*Oct 1, 2026 – Oct 31, 2026.*Nov 2, 2026.*EUR.*€410\.00.*Awaiting payment/,
  );
  expect(within(table).getByRole('columnheader', { name: 'Payable by' })).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('link', { name: 'Invoice 12' }));
  const lines = await screen.findByRole('table', { name: 'Conversions' });
  expect(within(lines).getAllByRole('row')).toHaveLength(3);
  expect(within(lines).getByText('Default goal')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Adjustments' })).getByText('Chargeback')).toBeInTheDocument();
  expect(screen.getByText('€420.00')).toBeInTheDocument();
  expect(screen.getAllByText('-€10.00')).toHaveLength(2);
  expect(getInvoice).toHaveBeenCalledWith(expect.objectContaining({ path: { id: '7' } }));
});

it('says invoices appear after the payout run, and balances once traffic converts, when there are none', async () => {
  getBalances.mockResolvedValue({ rows: [], totals: [] });
  getInvoices.mockResolvedValue([]);
  open();
  expect(await screen.findByText(/Invoices appear here after the network’s payout run/)).toBeInTheDocument();
  expect(screen.getByText(/they appear once your traffic converts/)).toBeInTheDocument();
});

it('speaks German', async () => {
  await changeLanguage('de');
  open();
  expect(await screen.findByRole('heading', { name: 'Zahlungen' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Abrechnungen' })).toHaveTextContent('Zahlung ausstehend');
});
