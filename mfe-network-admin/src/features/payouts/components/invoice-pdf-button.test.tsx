import { useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';
import { APPROVED_RUN, DRAFT_RUN } from '../testing/payout-fixtures';

const getRun = jest.fn();
const downloadPdf = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('network');
  useTheme.setState({ timeZone: 'UTC' });
  fakeServer({
    'GET /api/network/payout-runs': () => [],
    'GET /api/network/payout-runs/:id': () => getRun(),
    'GET /api/network/invoices/:id/pdf': ({ path }) => downloadPdf(Number(path.id)),
    'GET /api/network/balances': () => ({ rows: [], totals: [] }),
  });
});

const openRun = async () => {
  renderPage(<NetworkAdminApp basePath="/network" />, '/network/payouts/runs/9');
  await screen.findByRole('heading', { name: 'Payout run Oct 1, 2026 – Oct 31, 2026' });
};

it('downloads each approved invoice of a run as a PDF named after its number', async () => {
  getRun.mockResolvedValue(APPROVED_RUN);
  const created = jest.fn(() => 'blob:pdf');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  downloadPdf.mockResolvedValue(new Blob(['%PDF-1.7']));
  await openRun();
  const petra = screen.getByRole('article', { name: 'Petra Pages · JPY' });
  await userEvent.click(within(petra).getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(created).toHaveBeenCalled());
  expect(downloadPdf).toHaveBeenCalledWith(32);
  expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-102.pdf');
});

it('offers no PDF of a draft invoice', async () => {
  getRun.mockResolvedValue(DRAFT_RUN);
  await openRun();
  expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
});
