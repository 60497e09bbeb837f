import { changeLanguage, useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';
import { anAdvertiserInvoice } from '../testing/fixtures';

const server = fakeServer();
const getInvoices = server('GET /api/advertiser/invoices');
const getInvoice = server('GET /api/advertiser/invoices/:id');

const open = (path = '/invoices') => renderPage(<PublisherApp basePath="" />, path);

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('advertiser');
  useTheme.getState().setTimeZone('UTC');
  getInvoices.mockResolvedValue([anAdvertiserInvoice(), anAdvertiserInvoice({ id: 11, number: 6, status: 'overdue' })]);
  getInvoice.mockResolvedValue(anAdvertiserInvoice());
});

afterEach(() => changeLanguage('en'));

it('lists his invoices with due day and status, and opens one with its lines by offer and goal', async () => {
  const user = userEvent.setup();
  open();
  const table = await screen.findByRole('table', { name: 'Your invoices, newest first' });
  const [, sent, overdue] = within(table).getAllByRole('row') as HTMLElement[];
  expect(sent).toHaveTextContent('No. 7');
  expect(sent).toHaveTextContent('Apr 10, 2026');
  expect(sent).toHaveTextContent('€1,234.56');
  expect(overdue).toHaveTextContent('Overdue');

  await user.click(within(table).getByRole('link', { name: 'No. 7' }));
  const lines = await screen.findByRole('table', { name: 'Lines' });
  expect(
    within(lines)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'OfferGoalConversionsAmount',
    'ShieldVPNDefault3€1,000.00',
    'ShieldVPNdeposit1€254.56',
    'Adjustment: Fraud refund-€20.00',
    'Total€1,234.56',
  ]);
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  expect(getInvoice).toHaveBeenCalledWith(expect.objectContaining({ path: { id: '12' } }));
});

it('says so when he has no invoice yet, in his language', async () => {
  getInvoices.mockResolvedValue([]);
  changeLanguage('fr');
  open();
  expect(await screen.findByText('Aucune facture pour l’instant.')).toHaveAttribute('role', 'status');
});
