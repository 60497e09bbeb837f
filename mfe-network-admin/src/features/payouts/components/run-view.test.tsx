import type { PayoutRun } from '@affnet/contracts';
import { toasts, useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';
import { APPROVED_RUN, DRAFT_RUN } from '../testing/payout-fixtures';

const getRun = jest.fn();
const approveRun = jest.fn();
const deleteRun = jest.fn();
const addAdjustment = jest.fn();
const markPaid = jest.fn();
const downloadCsv = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  signInAs('network');
  useTheme.setState({ timeZone: 'UTC' });
  fakeServer({
    'GET /api/network/payout-runs': () => [],
    'GET /api/network/payment-terms': () => ({
      network: { term: 'monthly', net_days: null },
      publishers: [],
      minimums: [],
    }),
    'GET /api/network/payout-runs/:id': ({ path }) => getRun(Number(path.id)),
    'POST /api/network/payout-runs/:id/approve': ({ path }) => approveRun(Number(path.id)),
    'DELETE /api/network/payout-runs/:id': ({ path }) => deleteRun(Number(path.id)),
    'GET /api/network/payout-runs/:id/csv': ({ path }) => downloadCsv(Number(path.id)),
    'POST /api/network/invoices/:id/adjustments': ({ path, body }) => addAdjustment(Number(path.id), body),
    'POST /api/network/invoices/paid': ({ body }) => markPaid(body),
    'GET /api/network/balances': () => ({ rows: [], totals: [] }),
  });
  getRun.mockResolvedValue(DRAFT_RUN);
});

const openRun = async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/payouts/runs/9');
  return screen.findByRole('heading', { name: 'Payout run Oct 1, 2026 – Oct 31, 2026' });
};
const invoiceOf = (name: string) => screen.getByRole('article', { name });

it("shows a draft run's invoices with their lines and totals per currency", async () => {
  await openRun();
  const paul = invoiceOf('Paul Publisher · EUR');
  expect(within(paul).getByText('Draft: numbered when approved')).toBeInTheDocument();
  const lines = within(paul).getByRole('table', { name: 'Lines of the invoice of Paul Publisher in EUR' });
  expect(within(lines).getByRole('row', { name: /Summer sale Default 5 €125.50/ })).toBeInTheDocument();
  const totals = screen.getByRole('table', { name: 'Totals per currency' });
  expect(within(totals).getByRole('row', { name: 'EUR 1 €125.50' })).toBeInTheDocument();
  expect(within(totals).getByRole('row', { name: 'JPY 1 ¥1,500' })).toBeInTheDocument();
});

it('adds a debit with its reason in the invoice currency, checked in the user language first', async () => {
  const user = userEvent.setup();
  addAdjustment.mockResolvedValue(DRAFT_RUN.invoices[0]);
  await openRun();
  const paul = invoiceOf('Paul Publisher · EUR');
  await user.click(within(paul).getByText('Add an adjustment'));
  await user.click(within(paul).getByRole('button', { name: 'Add adjustment' }));
  expect(within(paul).getByLabelText('Amount in EUR')).toHaveAccessibleDescription('Amount in EUR is required');
  expect(within(paul).getByLabelText('Reason')).toHaveAccessibleDescription('Reason is required');
  await user.type(within(paul).getByLabelText('Amount in EUR'), '12.505');
  expect(within(paul).getByLabelText('Amount in EUR')).toHaveAccessibleDescription(
    'Amount in EUR has more decimals than EUR allows',
  );
  expect(addAdjustment).not.toHaveBeenCalled();
  await user.clear(within(paul).getByLabelText('Amount in EUR'));
  await user.type(within(paul).getByLabelText('Amount in EUR'), '12.50');
  await user.selectOptions(within(paul).getByLabelText('Kind'), 'debit');
  await user.type(within(paul).getByLabelText('Reason'), 'Fraudulent leads in week 42');
  await user.click(within(paul).getByRole('button', { name: 'Add adjustment' }));
  expect(addAdjustment).toHaveBeenCalledWith(31, { amount: -1250, reason: 'Fraudulent leads in week 42' });
  await waitFor(() => expect(getRun).toHaveBeenCalledTimes(2));
});

it('approves after a question; the button waits on the approval; the invoices then show their numbers', async () => {
  const user = userEvent.setup();
  let approve = (_run: PayoutRun) => {};
  approveRun.mockReturnValue(new Promise<PayoutRun>((resolve) => (approve = resolve)));
  await openRun();
  await user.click(screen.getByRole('button', { name: 'Approve run' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Approve this payout run?' });
  expect(dialog).toHaveTextContent('2 invoices get their numbers');
  await user.click(within(dialog).getByRole('button', { name: 'Approve run' }));
  expect(approveRun).toHaveBeenCalledWith(9);
  expect(within(dialog).getByRole('button', { name: 'Approve run' })).toBeDisabled();
  approve(APPROVED_RUN);
  expect(await within(invoiceOf('Paul Publisher · EUR')).findByText('Invoice no. 101 · Approved')).toBeInTheDocument();
  expect(within(invoiceOf('Petra Pages · JPY')).getByText('Invoice no. 102 · Approved')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Approve run' })).toBeNull();
  expect(screen.queryByText('Add an adjustment')).toBeNull();
});

it('marks several selected invoices paid at once, on a day with a reference', async () => {
  const user = userEvent.setup();
  getRun.mockResolvedValue(APPROVED_RUN);
  markPaid.mockResolvedValue(APPROVED_RUN.invoices.map((invoice) => ({ ...invoice, status: 'paid' })));
  await openRun();
  expect(screen.getByRole('button', { name: 'Mark selected paid (0)' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select invoice of Paul Publisher in EUR' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select invoice of Petra Pages in JPY' }));
  await user.click(screen.getByRole('button', { name: 'Mark selected paid (2)' }));
  const dialog = screen.getByRole('dialog', { name: 'Mark paid' });
  expect(dialog).toHaveTextContent('Marks 2 invoices paid.');
  const day = within(dialog).getByLabelText('Paid on');
  await user.clear(day);
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  expect(day).toHaveAccessibleDescription('Paid on is required');
  await user.type(day, '2026-11-05');
  await user.type(within(dialog).getByLabelText('Payment reference'), 'SEPA-2026-11');
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  expect(markPaid).toHaveBeenCalledWith({ invoice_ids: [31, 32], paid_on: '2026-11-05', reference: 'SEPA-2026-11' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it("downloads the run's CSV for the bank", async () => {
  const user = userEvent.setup();
  const created = jest.fn(() => 'blob:csv');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  downloadCsv.mockResolvedValue(new Blob(['invoice_number\n']));
  await openRun();
  await user.click(screen.getByRole('button', { name: 'Download CSV for the bank' }));
  expect(downloadCsv).toHaveBeenCalledWith(9);
  expect(created).toHaveBeenCalled();
});

it('deletes a draft run after a question and goes back to the runs', async () => {
  const user = userEvent.setup();
  deleteRun.mockResolvedValue({ err: 0, msg: 'Payout run discarded' });
  await openRun();
  await user.click(screen.getByRole('button', { name: 'Delete draft run' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this draft run?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete draft run' }));
  expect(deleteRun).toHaveBeenCalledWith(9);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/network/payouts/runs'));
  expect(await screen.findByText('No payout run yet. Start one for a period above.')).toBeInTheDocument();
});
