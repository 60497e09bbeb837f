import { toasts, useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';
import { ADVERTISER_BALANCES, DRAFT_BILLING_RUN, SENT_BILLING_RUN } from '../testing/billing-fixtures';

const getRun = jest.fn();
const sendRun = jest.fn();
const addAdjustment = jest.fn();
const markPaid = jest.fn();
const saveTerms = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  signInAs('network');
  useTheme.setState({ timeZone: 'UTC' });
  fakeServer({
    'GET /api/network/advertiser-balances': () => ADVERTISER_BALANCES,
    'GET /api/network/billing-runs': () => [],
    'GET /api/network/billing-runs/:id': ({ path }) => getRun(Number(path.id)),
    'POST /api/network/billing-runs/:id/send': ({ path }) => sendRun(Number(path.id)),
    'POST /api/network/advertiser-invoices/:id/adjustments': ({ path, body }) => addAdjustment(Number(path.id), body),
    'POST /api/network/advertiser-invoices/:id/paid': ({ path, body }) => markPaid(Number(path.id), body),
    'GET /api/network/billing-terms': () => ({ net_days: 30 }),
    'PUT /api/network/billing-terms': ({ body }) => saveTerms(body),
  });
  getRun.mockResolvedValue(DRAFT_BILLING_RUN);
});

const rowsOf = (table: HTMLElement, part: 'tbody' | 'tfoot') =>
  [...table.querySelectorAll(`${part} tr`)].map((row) => [...row.children].map((cell) => cell.textContent));

it('lists what each advertiser owes per currency, with a total line per currency', async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/billing');
  const table = await screen.findByRole('table', { name: 'What each advertiser owes the network, per currency' });
  expect(rowsOf(table, 'tbody')[0]).toEqual(['Ada Advertiser', 'EUR', '€125.50', '€3.00', '€0.00', '€50.00', '€10.00']);
  expect(rowsOf(table, 'tfoot')).toEqual([
    ['Total', 'EUR', '€150.00', '€3.00', '€7.00', '€50.00', '€10.00'],
    ['Total', 'JPY', '¥1,500', '¥0', '¥0', '¥0', '¥0'],
  ]);
});

it('adds a credit to a draft invoice and sends the run after a question', async () => {
  const user = userEvent.setup();
  addAdjustment.mockResolvedValue(DRAFT_BILLING_RUN.invoices[0]);
  sendRun.mockResolvedValue(SENT_BILLING_RUN);
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/billing/runs/9');
  await screen.findByRole('heading', { name: 'Invoice run Oct 1, 2026 – Oct 31, 2026' });
  const invoice = screen.getByRole('article', { name: 'Ada Advertiser · EUR' });
  await user.click(within(invoice).getByText('Add an adjustment'));
  await user.selectOptions(within(invoice).getByLabelText('Kind'), 'credit');
  await user.type(within(invoice).getByLabelText('Amount in EUR'), '12.50');
  await user.type(within(invoice).getByLabelText('Reason'), 'Fraud refund');
  await user.click(within(invoice).getByRole('button', { name: 'Add adjustment' }));
  await waitFor(() => expect(addAdjustment).toHaveBeenCalledWith(31, { amount: -1250, reason: 'Fraud refund' }));

  await user.click(screen.getByRole('button', { name: 'Send invoices' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Send these invoices?' });
  expect(dialog).toHaveTextContent('1 invoice gets its number');
  await user.click(within(dialog).getByRole('button', { name: 'Send invoices' }));
  await waitFor(() => expect(sendRun).toHaveBeenCalledWith(9));
});

it('shows a sent run overdue and paid, and marks an overdue invoice paid', async () => {
  const user = userEvent.setup();
  getRun.mockResolvedValue(SENT_BILLING_RUN);
  markPaid.mockResolvedValue({ ...SENT_BILLING_RUN.invoices[0], status: 'paid' });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/billing/runs/9');
  const ada = await screen.findByRole('article', { name: 'Ada Advertiser · EUR' });
  expect(within(ada).getByText('Invoice no. 7 · Overdue · due Dec 2, 2026')).toBeInTheDocument();
  const ben = screen.getByRole('article', { name: 'Ben Brands · EUR' });
  expect(within(ben).getByText('Paid on Nov 20, 2026 · reference SEPA-9')).toBeInTheDocument();
  expect(within(ben).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Send invoices' })).toBeNull();

  await user.click(within(ada).getByRole('button', { name: 'Mark paid' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
  expect(dialog).toHaveTextContent('Marks the invoice paid: the advertiser’s money has come.');
  await user.type(within(dialog).getByLabelText('Payment reference'), 'WIRE-1');
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  await waitFor(() => expect(markPaid).toHaveBeenCalledWith(31, { paid_on: expect.any(String), reference: 'WIRE-1' }));
});

it('saves the payment term for advertisers and refuses a negative one naming the field', async () => {
  const user = userEvent.setup();
  saveTerms.mockResolvedValue({ net_days: 14 });
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/billing/terms');
  const days = await screen.findByLabelText('Days until due');
  await user.clear(days);
  await user.type(days, '-3');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Days until due must be a whole number from 0 to 365')).toBeInTheDocument();
  expect(saveTerms).not.toHaveBeenCalled();
  await user.clear(days);
  await user.type(days, '14');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveTerms).toHaveBeenCalledWith({ net_days: 14 }));
});
