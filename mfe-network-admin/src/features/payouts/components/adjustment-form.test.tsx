import { ApiError, changeLanguage, toasts } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';
import { DRAFT_RUN } from '../testing/payout-fixtures';

const addAdjustment = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  signInAs('network');
  fakeServer({
    'GET /api/network/payout-runs/:id': () => DRAFT_RUN,
    'POST /api/network/invoices/:id/adjustments': ({ body }) => addAdjustment(body),
  });
});

afterEach(() => act(() => changeLanguage('en')));

const openInvoice = async (name: RegExp) => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/payouts/runs/9');
  const invoice = await screen.findByRole('article', { name });
  await userEvent.setup().click(within(invoice).getByText(/Add an adjustment|Neue Korrektur/, { selector: 'summary' }));
  return invoice;
};

it('reads an amount in German notation and says what is wrong in German', async () => {
  const user = userEvent.setup();
  await act(() => changeLanguage('de'));
  addAdjustment.mockResolvedValue(DRAFT_RUN.invoices[0]);
  const invoice = await openInvoice(/Paul Publisher · EUR/);
  const amount = within(invoice).getByLabelText('Betrag in EUR');
  expect(amount).toHaveAccessibleDescription('Zum Beispiel 12,50');
  await user.type(amount, 'zwölf');
  await user.click(within(invoice).getByRole('button', { name: 'Korrektur hinzufügen' }));
  expect(amount).toHaveAccessibleDescription('Betrag in EUR: Geben Sie einen Betrag wie 12,50 ein');
  await user.clear(amount);
  await user.type(amount, '1.234,50');
  await user.type(within(invoice).getByLabelText('Grund'), 'Bonus Oktober');
  await user.click(within(invoice).getByRole('button', { name: 'Korrektur hinzufügen' }));
  expect(addAdjustment).toHaveBeenCalledWith({ amount: 123450, reason: 'Bonus Oktober' });
});

it("puts the server's refusal of the reason on its field, in the user's language", async () => {
  const user = userEvent.setup();
  addAdjustment.mockRejectedValue(
    new ApiError('reason is required', 400, 'REQUIRED', {
      err: 1,
      msg: 'reason is required',
      field: 'reason',
    } as never),
  );
  const invoice = await openInvoice(/Petra Pages · JPY/);
  await user.type(within(invoice).getByLabelText('Amount in JPY'), '500');
  await user.type(within(invoice).getByLabelText('Reason'), 'Late fee');
  await user.click(within(invoice).getByRole('button', { name: 'Add adjustment' }));
  expect(addAdjustment).toHaveBeenCalledWith({ amount: 500, reason: 'Late fee' });
  const reason = within(invoice).getByLabelText('Reason');
  expect(reason).toHaveAccessibleDescription('This field is required.');
  expect(reason).toHaveFocus();
});

it('lists credit then debit, and sends a debit as a negative amount (a billing credit is the negative one there)', async () => {
  const user = userEvent.setup();
  addAdjustment.mockResolvedValue(DRAFT_RUN.invoices[0]);
  const invoice = await openInvoice(/Paul Publisher · EUR/);
  const kinds = within(within(invoice).getByLabelText('Kind')).getAllByRole('option');
  expect(kinds.map((kind) => kind.textContent)).toEqual([
    'Credit (adds to the invoice)',
    'Debit (takes from the invoice)',
  ]);
  await user.selectOptions(within(invoice).getByLabelText('Kind'), 'debit');
  await user.type(within(invoice).getByLabelText('Amount in EUR'), '3.20');
  await user.type(within(invoice).getByLabelText('Reason'), 'Chargeback');
  await user.click(within(invoice).getByRole('button', { name: 'Add adjustment' }));
  expect(addAdjustment).toHaveBeenCalledWith({ amount: -320, reason: 'Chargeback' });
});
