import { changeLanguage, useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';
import { anInvoice } from '../testing/fixtures';

const server = fakeServer();
const getInvoice = server('GET /api/invoices/:id');
const getPdf = server('GET /api/invoices/:id/pdf');

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('publisher');
  useTheme.getState().setTimeZone('UTC');
  getInvoice.mockResolvedValue(anInvoice());
});
afterEach(() => changeLanguage('en'));

it('downloads his invoice as a PDF named after its number', async () => {
  const created = jest.fn(() => 'blob:pdf');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  getPdf.mockResolvedValue(new Blob(['%PDF-1.7']));
  renderPage(<PublisherApp basePath="" />, '/payments/invoices/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(created).toHaveBeenCalled());
  expect(getPdf).toHaveBeenCalledWith(expect.objectContaining({ path: { id: '7' } }));
  const link = clicked.mock.contexts[0] as HTMLAnchorElement;
  expect(link.download).toBe('invoice-12.pdf');
});

it('offers no PDF of a draft, which has no number', async () => {
  getInvoice.mockResolvedValue(anInvoice({ number: null, status: 'draft' }));
  renderPage(<PublisherApp basePath="" />, '/payments/invoices/7');
  expect(await screen.findByRole('table', { name: 'Conversions' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
});
