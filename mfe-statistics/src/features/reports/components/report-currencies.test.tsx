import type { CurrencyAmount, Report } from '@affnet/contracts';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import StatisticsApp from '../../../expose/statistics-app';
import { renderPage } from '../../../testing/render-page';

const server = fakeServer();
const getReport = server('GET /api/statistics/report');
jest.mock('../../../components/time-chart', () => ({
  TimeChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));

const one = { clicks: 1, unique_clicks: 1, conversions: 1 };
const usd = (payout: number, revenue: number, converted = false): CurrencyAmount => ({
  currency: 'USD',
  converted,
  ...one,
  payout,
  revenue,
  profit: revenue - payout,
});
const EUR: CurrencyAmount = { currency: 'EUR', converted: false, ...one, payout: 1500, revenue: 2000, profit: 500 };
const JPY: CurrencyAmount = { currency: 'JPY', converted: false, ...one, payout: 2000, revenue: 2500, profit: 500 };
const counts = { clicks: 3, unique_clicks: 3, conversions: 3 };

/** Issue 27: one conversion each on a USD, a EUR and a JPY offer. */
function reportOf(totals: CurrencyAmount[]): Report {
  const [reporting] = totals as [CurrencyAmount];
  const money = { payout: reporting.payout, revenue: reporting.revenue, profit: reporting.profit };
  return {
    from: '2026-03-11',
    to: '2026-03-11',
    time_zone: 'America/New_York',
    currency: 'USD',
    group: ['day'],
    rows: [{ keys: ['2026-03-11'], ...counts, ...money, amounts: totals }],
    totals: { ...counts, ...money, amounts: totals },
  };
}

const revenueCell = async () => {
  const table = await screen.findByRole('table', { name: 'Report' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
  return within(totals).getAllByRole('cell')[headers.indexOf('Revenue') - 1] as HTMLElement;
};

it('shows each currency on its own line, never a sum', async () => {
  getReport.mockResolvedValue(reportOf([usd(1000, 1250), EUR, JPY]));
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=today&group=day');
  const cell = await revenueCell();
  expect([...cell.children].map((line) => line.textContent)).toEqual(['$12.50', '€20.00', '¥2,500']);
  expect(screen.getByText(/never added/)).toBeInTheDocument();
});

it('marks the line converted at the owner’s rates and keeps the yen apart', async () => {
  getReport.mockResolvedValue(reportOf([usd(2650, 3450, true), JPY]));
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/statistics/reports?preset=today&group=day');
  const cell = await revenueCell();
  expect([...cell.children].map((line) => line.textContent)).toEqual(['$34.50 * (converted at your rates)', '¥2,500']);
  expect(screen.getByText(/USD figures include other currencies converted at your rates/)).toBeInTheDocument();
});
