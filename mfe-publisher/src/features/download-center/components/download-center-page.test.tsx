import type { ExportJob } from '@affnet/contracts';
import { ApiError, changeLanguage, toasts, useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { saveFile } from '@affnet/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublisherApp from '../../../expose/publisher-app';
import { renderPage } from '../../../testing/render-page';
import { POLL_MS } from '../api/get-exports';

// The browser's download is not jsdom's to make: the test sees which file the page saves.
jest.mock('@affnet/ui', () => ({ ...jest.requireActual('@affnet/ui'), saveFile: jest.fn() }));

const server = fakeServer();
const createExport = server('POST /api/exports');
const deleteExport = server('DELETE /api/exports/5');
const downloadExport = server('GET /api/exports/5/file');
const getExports = server('GET /api/exports');

const aJob = (changes: Partial<ExportJob> = {}): ExportJob => ({
  id: 5,
  kind: 'report',
  query: { preset: 'this_month', group: 'day,offer' },
  status: 'done',
  rows: 1234,
  file_name: 'stats.csv',
  size_bytes: 2048,
  error: null,
  created_at: '2026-11-23T10:00:00.000Z',
  finished_at: '2026-11-23T10:00:05.000Z',
  expires_at: '2026-11-30T10:00:05.000Z',
  ...changes,
});

const open = () => renderPage(<PublisherApp basePath="" />, '/download-center');
let notify: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  notify = jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  signInAs('publisher');
  useTheme.getState().setTimeZone('UTC');
});

afterEach(async () => {
  jest.useRealTimers();
  await changeLanguage('en');
});

it("dates the exports in the network's zone and names it", async () => {
  useTheme.getState().setTimeZone('America/New_York');
  getExports.mockResolvedValue([aJob()]);
  open();
  const table = await screen.findByRole('table', { name: 'Your exports' });
  const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
  const text = cells.map((c) => c.textContent?.replace(/[\u00a0\u2009\u202f]/g, ' '));
  // 10:00 UTC on 23 November is 5:00 in New York (standard time since 1 November).
  expect(text).toContain('Nov 23, 2026, 5:00 AM');
  expect(text).toContain('Nov 30, 2026, 5:00 AM');
  expect(screen.getByText(/^Times in America\/New_York \(UTC-0[45]:00\)$/)).toBeInTheDocument();
});

it('lists exports with their status, rows, size and a download of the ready one', async () => {
  getExports.mockResolvedValue([
    aJob(),
    aJob({
      id: 4,
      kind: 'conversions',
      query: {},
      status: 'failed',
      error: 'from: no such date',
      file_name: 'conversions.csv',
    }),
  ]);
  const file = new Blob(['Day,Clicks\n'], { type: 'text/csv' });
  downloadExport.mockResolvedValue(file);
  open();
  const table = await screen.findByRole('table', { name: 'Your exports' });
  const [, ready, failed] = within(table).getAllByRole('row') as HTMLElement[];
  expect(ready).toHaveTextContent('Report · This month · Day, Offer');
  expect(ready).toHaveTextContent('Ready');
  expect(ready).toHaveTextContent('1,234');
  expect(ready).toHaveTextContent('2 kB');
  expect(failed).toHaveTextContent('Failed');
  expect(failed).toHaveTextContent('Reason: from: no such date');
  expect(within(failed!).queryByRole('button', { name: /Download/ })).toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Download stats.csv of export 5' }));
  expect(downloadExport).toHaveBeenCalledTimes(1);
  expect(saveFile).toHaveBeenCalledWith(file, 'stats.csv');
});

it('names the days an export holds, not a preset (issue 28)', async () => {
  await changeLanguage('fr');
  getExports.mockResolvedValue([
    aJob({ query: { from: '2026-11-01', to: '2026-11-27', group: 'day' } }),
    aJob({ id: 6, query: { from: '2025-12-01', to: '2026-01-05', group: 'day' } }),
    aJob({ id: 7, kind: 'conversions', file_name: 'conversions.csv', query: { from: '2026-11-02' } }),
  ]);
  open();
  const table = await screen.findByRole('table', { name: 'Vos exports' });
  const [, november, newYear, since] = within(table).getAllByRole('row') as HTMLElement[];
  const words = (row: HTMLElement | undefined) => row?.textContent?.replace(/[\u00a0\u2009\u202f]/g, ' ');
  expect(words(november)).toContain('Rapport · 1–27 nov. · Jour');
  expect(words(november)).not.toContain('Aujourd’hui');
  expect(words(newYear)).toContain('Rapport · 1 déc. 2025 – 5 janv. 2026 · Jour');
  expect(words(since)).toContain('Conversions · Depuis le 2 nov.');
});

it('shows the empty state and starts a report export with the chosen period and grouping', async () => {
  getExports.mockResolvedValue([]);
  createExport.mockResolvedValue(aJob({ id: 9, status: 'queued', rows: 0 }));
  open();
  expect(await screen.findByText(/No exports yet/)).toBeInTheDocument();
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Period'), 'custom');
  await user.click(screen.getByRole('button', { name: 'Start export' }));
  expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Choose the first day of the period.');
  expect(createExport).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.type(screen.getByLabelText('To'), '2026-11-10');
  await user.selectOptions(screen.getByLabelText('Group by'), 'offer');
  await user.selectOptions(screen.getByLabelText('Then by'), 'country');
  expect(within(screen.getByLabelText('Group by')).queryByRole('option', { name: 'Publisher' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Start export' }));
  expect(createExport).toHaveBeenCalledWith(
    expect.objectContaining({
      body: {
        kind: 'report',
        query: { preset: 'custom', from: '2026-11-01', to: '2026-11-10', group: 'offer,country' },
      },
    }),
  );
  expect(notify).toHaveBeenCalledWith('success', 'Export started: stats.csv', undefined);
  expect(await screen.findByText('Queued')).toBeInTheDocument();
});

it('exports conversions and offers with their own filters, and says when the same export is pending', async () => {
  signInAs('network');
  getExports.mockResolvedValue([aJob({ id: 3, status: 'running' })]);
  createExport.mockResolvedValue(aJob({ id: 3, status: 'running' }));
  open();
  await screen.findByRole('table', { name: 'Your exports' });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('What to export'), 'conversions');
  await user.type(screen.getByLabelText('From'), '2026-11-10');
  await user.type(screen.getByLabelText('To'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Start export' }));
  expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The last day must not be before the first.');
  await user.clear(screen.getByLabelText('To'));
  await user.selectOptions(screen.getByLabelText('Status'), 'approved');
  await user.click(screen.getByRole('button', { name: 'Start export' }));
  expect(createExport).toHaveBeenLastCalledWith(
    expect.objectContaining({
      body: {
        kind: 'conversions',
        query: { from: '2026-11-10', status: 'approved' },
      },
    }),
  );
  expect(notify).toHaveBeenCalledWith('info', 'The same export is already in progress.', undefined);

  await user.selectOptions(screen.getByLabelText('What to export'), 'offers');
  await user.selectOptions(screen.getByLabelText('Offer list'), 'active');
  await user.type(screen.getByLabelText('Search offers'), ' vpn ');
  await user.click(screen.getByRole('button', { name: 'Start export' }));
  expect(createExport).toHaveBeenLastCalledWith(
    expect.objectContaining({ body: { kind: 'offers', query: { tab: 'active', search: 'vpn' } } }),
  );
});

it('polls while an export runs and stops once none is pending', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  getExports
    .mockResolvedValueOnce([aJob({ status: 'queued', rows: 0 })])
    .mockResolvedValueOnce([aJob({ status: 'running', rows: 0 })])
    .mockResolvedValue([aJob()]);
  open();
  expect(await screen.findByText('Queued')).toBeInTheDocument();
  expect(screen.getByText('Exports in progress: this list updates by itself.')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
  expect(await screen.findByText('Running')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
  expect(await screen.findByText('Ready')).toBeInTheDocument();
  expect(getExports).toHaveBeenCalledTimes(3);
  await act(() => jest.advanceTimersByTimeAsync(POLL_MS * 3));
  expect(getExports).toHaveBeenCalledTimes(3);
});

it('deletes an export, and shows a load failure with Retry', async () => {
  getExports.mockRejectedValueOnce(new ApiError('Server down', 500)).mockResolvedValue([aJob()]);
  deleteExport.mockResolvedValue(undefined);
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong on our side. Please try again later.',
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await user.click(await screen.findByRole('button', { name: 'Delete export 5' }));
  expect(deleteExport).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(/No exports yet/)).toBeInTheDocument();
  expect(notify).toHaveBeenCalledWith('success', 'Export deleted', undefined);
});

it.each([
  ['es', 'Centro de descargas', 'Iniciar exportación'],
  ['fr', 'Centre de téléchargement', 'Lancer l’export'],
  ['de', 'Download-Center', 'Export starten'],
])('speaks %s', async (language, title, submit) => {
  getExports.mockResolvedValue([aJob()]);
  await changeLanguage(language as 'es');
  open();
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
});
