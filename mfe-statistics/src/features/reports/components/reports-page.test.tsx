import type { Report } from '@affnet/contracts';
import { fakeServer, signInAs } from '@affnet/testing';
import { saveFile } from '@affnet/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatisticsApp from '../../../expose/statistics-app';
import { inUsd } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';

// The browser's download is not jsdom's to make: the test sees which file the page saves.
jest.mock('@affnet/ui', () => ({ ...jest.requireActual('@affnet/ui'), saveFile: jest.fn() }));

const server = fakeServer();
const getReport = server('GET /api/statistics/report');
const downloadReportCsv = server('GET /api/statistics/report.csv');
jest.mock('../../../components/time-chart', () => ({
  TimeChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));

const REPORT: Report = {
  from: '2026-10-01',
  to: '2026-10-31',
  time_zone: 'America/New_York',
  currency: 'USD',
  group: ['day'],
  rows: [
    inUsd({
      keys: ['2026-10-01'],
      clicks: 100,
      unique_clicks: 90,
      conversions: 5,
      payout: 2500,
      revenue: 4000,
      profit: 1500,
    }),
    inUsd({
      keys: ['2026-10-02'],
      clicks: 300,
      unique_clicks: 250,
      conversions: 3,
      payout: 1200,
      revenue: 2000,
      profit: 800,
    }),
    inUsd({ keys: ['2026-10-03'], clicks: 0, unique_clicks: 0, conversions: 0, payout: 0, revenue: 0, profit: 0 }),
  ],
  totals: inUsd({ clicks: 400, unique_clicks: 340, conversions: 8, payout: 3700, revenue: 6000, profit: 2300 }),
};

const dayCells = () =>
  screen
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const CSV = new Blob(['Day,Clicks\n'], { type: 'text/csv' });

beforeEach(() => {
  jest.clearAllMocks();
  getReport.mockResolvedValue(REPORT);
  downloadReportCsv.mockResolvedValue(CSV);
});

it('shows the rows with CR, EPC and money, the totals and the time zone', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=last_month&group=day');
  const table = await screen.findByRole('table', { name: 'Report' });
  expect(getReport).toHaveBeenCalledWith(expect.objectContaining({ params: { preset: 'last_month', group: 'day' } }));
  // The offset is today's (it moves with daylight saving): either of New York's.
  expect(screen.getByText(/Times in America\/New_York \(UTC-0[45]:00\)/)).toBeInTheDocument();
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['Day', 'Clicks', 'Unique clicks', 'Conversions', 'CR', 'EPC', 'Payout']);
  const first = within(table).getAllByRole('row')[1] as HTMLElement;
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Oct 1, 2026', '100', '90', '5', '5.0%', '$0.25', '$25.00']);
  const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
  expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
  expect(
    within(totals)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['400', '340', '8', '2.0%', '$0.0925', '$37.00']);
  // A day without clicks has no rate rather than a division by zero.
  expect(within(within(table).getAllByRole('row')[3] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('—');
});

it('sorts by a column, tells it with aria-sort, keeps the totals last and the order in the address', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=last_month&group=day');
  await screen.findByRole('table', { name: 'Report' });
  const user = userEvent.setup();
  const clicks = screen.getByRole('columnheader', { name: /^Clicks/ });
  expect(clicks).toHaveAttribute('aria-sort', 'none');

  await user.click(within(clicks).getByRole('button'));
  expect(clicks).toHaveAttribute('aria-sort', 'descending');
  expect(dayCells()).toEqual(['Oct 2, 2026', 'Oct 1, 2026', 'Oct 3, 2026']);
  expect(screen.getByTestId('location')).toHaveTextContent('sort=clicks&order=desc');

  await user.click(within(clicks).getByRole('button'));
  expect(clicks).toHaveAttribute('aria-sort', 'ascending');
  expect(dayCells()).toEqual(['Oct 3, 2026', 'Oct 1, 2026', 'Oct 2, 2026']);

  // CR: the day without clicks has no rate and goes last.
  await user.click(within(screen.getByRole('columnheader', { name: /^CR/ })).getByRole('button'));
  expect(dayCells()).toEqual(['Oct 1, 2026', 'Oct 2, 2026', 'Oct 3, 2026']);
  expect(screen.getAllByRole('row').at(-1)).toHaveTextContent(/^Total/);
  // Sorting is done in the page: the server was asked once.
  expect(getReport).toHaveBeenCalledTimes(1);
});

it('gives the owner revenue, profit and the publisher level; the publisher sees neither', async () => {
  signInAs('network');
  const { unmount } = renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=today&group=day');
  await screen.findByRole('table', { name: 'Report' });
  expect(screen.getByRole('columnheader', { name: /^Revenue/ })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /^Profit/ })).toBeInTheDocument();
  expect(within(screen.getByLabelText('Group by')).getByRole('option', { name: 'Publisher' })).toBeInTheDocument();
  unmount();

  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=today&group=day');
  await screen.findByRole('table', { name: 'Report' });
  expect(screen.queryByRole('columnheader', { name: /^Revenue/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: /^Profit/ })).not.toBeInTheDocument();
  expect(within(screen.getByLabelText('Group by')).queryByRole('option', { name: 'Publisher' })).toBeNull();
});

it('gives the advertiser his cost, without payout, EPC or profit', async () => {
  signInAs('advertiser');
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=today&group=day');
  const table = await screen.findByRole('table', { name: 'Report' });
  expect(within(table).getByRole('columnheader', { name: /^Cost/ })).toBeInTheDocument();
  expect(within(table).queryByRole('columnheader', { name: /^(Payout|EPC|Revenue|Profit)/ })).toBeNull();
});

it('asks again with a second level, exports the same filters and waits for a full custom range', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports');
  await screen.findByRole('table', { name: 'Report' });
  expect(getReport).toHaveBeenLastCalledWith(
    expect.objectContaining({ params: { preset: 'this_month', group: 'day' } }),
  );
  const user = userEvent.setup();

  await user.selectOptions(screen.getByLabelText('Group by'), 'offer');
  await user.selectOptions(screen.getByLabelText('Then by'), 'day');
  expect(getReport).toHaveBeenLastCalledWith(
    expect.objectContaining({ params: { preset: 'this_month', group: 'offer,day' } }),
  );
  await screen.findByRole('table', { name: 'Report' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(downloadReportCsv).toHaveBeenCalledWith(
    expect.objectContaining({ params: { preset: 'this_month', group: 'offer,day' } }),
  );
  expect(saveFile).toHaveBeenCalledWith(CSV, 'stats.csv');

  await user.selectOptions(screen.getByLabelText('Period'), 'custom');
  expect(screen.getByText(/Choose a start and an end day/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('From'), '2026-09-01');
  await user.type(screen.getByLabelText('To'), '2026-09-15');
  await screen.findByRole('table', { name: 'Report' });
  expect(getReport).toHaveBeenLastCalledWith(
    expect.objectContaining({
      params: {
        preset: 'custom',
        from: '2026-09-01',
        to: '2026-09-15',
        group: 'offer,day',
      },
    }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/statistics/reports?preset=custom&group=offer%2Cday&from=2026-09-01&to=2026-09-15',
  );
});

it('shows the empty state, a refused query without Retry, and a server failure with Retry', async () => {
  signInAs('publisher');
  getReport.mockResolvedValueOnce({ ...REPORT, rows: [] });
  const { unmount } = renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=today&group=day');
  expect(await screen.findByText('No data for these filters yet.')).toBeInTheDocument();
  unmount();

  const { ApiError } = jest.requireActual('@affnet/core');
  // A 400 comes back the same however often it is asked: its reason, and no Retry that cannot help (issue 28).
  getReport.mockRejectedValueOnce(
    new ApiError('from: must not be after to', 400, 'INVALID_RANGE', {
      err: 1,
      msg: 'from: must not be after to',
      code: 'INVALID_RANGE',
      field: 'from',
    }),
  );
  const refused = renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=today&group=day');
  expect(await screen.findByRole('alert')).toHaveTextContent('This date range is not valid.');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  refused.unmount();

  getReport.mockRejectedValueOnce(new ApiError('Server down', 503, 'INTERNAL'));
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=today&group=day');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Report' })).toBeInTheDocument();
});

it('takes dates in the address as the period, whatever the preset says', async () => {
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports?from=2026-11-01&to=2026-11-27&group=day');
  expect(await screen.findByRole('table', { name: 'Report' })).toBeInTheDocument();
  expect(getReport).toHaveBeenLastCalledWith(
    expect.objectContaining({ params: expect.objectContaining({ from: '2026-11-01', to: '2026-11-27' }) }),
  );
  expect(screen.getByLabelText('Period')).toHaveValue('custom');
});
