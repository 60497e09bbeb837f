import { changeLanguage } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import StatisticsApp from '../../../expose/statistics-app';
import { renderPage } from '../../../testing/render-page';
import { SUMMARY } from './dashboard-summary.fixture';

const server = fakeServer();
const getDashboard = server('GET /api/statistics/dashboard');
// The publisher's dashboard asks for his balance too (balance-card.test.tsx); none here.
server('GET /api/balances').mockResolvedValue({ rows: [], totals: [] });
// The chart draws on a canvas: here it shows its name and the note it is given about its last point.
jest.mock('../../../components/time-chart', () => ({
  TimeChart: ({ name, partialLast }: { name: string; partialLast?: string }) => (
    <figure>
      <div role="img" aria-label={name} />
      <figcaption>{partialLast}</figcaption>
    </figure>
  ),
}));

/** Intl's spaces (narrow and no-break) as plain ones, so the expected words read as typed. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

const card = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  jest.clearAllMocks();
  getDashboard.mockResolvedValue(SUMMARY);
});
afterEach(() => changeLanguage('en'));

it('says the days of each card, then what they are compared with, stopping at the same time', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const today = await card('Today vs yesterday');
  expect(plain(today.textContent)).toContain('Mar 11, until 14:05vs yesterday, same hours');
  const week = await card('Last 7 days vs the 7 before');
  expect(plain(week.textContent)).toContain('Mar 5 – 11, until 14:05vs Feb 26 – Mar 4, same hours');
  const month = await card('This month vs last month');
  expect(plain(month.textContent)).toContain('Mar 1 – 11, until 14:05vs Feb 1 – 11, same hours');
  expect(plain(month.textContent)).not.toMatch(/before:.*vs|until \d\d:\d\d until/);
});

it('on 31 March compares with the whole of February, and says so', async () => {
  const whole = { from: '2026-02-01', to: '2026-02-28', until: null };
  getDashboard.mockResolvedValue({ ...SUMMARY, this_month: { ...SUMMARY.this_month, previous_period: whole } });
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const month = await card('This month vs last month');
  expect(plain(month.textContent)).toContain('vs Feb 1 – 28, the whole month');
});

it('gives the top offers their days and what ranks them, in the reader’s word', async () => {
  signInAs('publisher');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  await screen.findByRole('table', { name: 'Top offers' });
  expect(
    screen.getByText((_, element) =>
      /^Last 30 days: Feb 10 – Mar 11, today until 14:05 · ranked by payout$/.test(plain(element?.textContent ?? '')),
    ),
  ).toBeInTheDocument();
});

it.each([
  ['network', 'ranked by revenue'],
  ['advertiser', 'ranked by cost'],
] as const)('ranks the %s’s top offers by his money: %s', async (role, words) => {
  signInAs(role);
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  await screen.findByRole('table', { name: 'Top offers' });
  expect(screen.getByText(new RegExp(`· ${words}$`))).toBeInTheDocument();
});

it('marks the chart’s last day as today so far, in its name, its legend and its row', async () => {
  signInAs('network');
  renderPage(<StatisticsApp basePath="" />, '/dashboard');
  const chart = await screen.findByRole('img', { name: /^Chart of clicks and conversions per day/ });
  expect(plain(chart.getAttribute('aria-label'))).toBe(
    'Chart of clicks and conversions per day, Feb 10 – Mar 11; the last day is today until 14:05',
  );
  expect(chart.closest('figure')).toHaveTextContent('Today so far (until 14:05), not a whole day');
  const days = screen.getByRole('table', { name: 'Last 30 days' });
  expect(within(days).getByRole('rowheader', { name: 'Mar 11, 2026 (today until 14:05)' })).toBeInTheDocument();
  expect(within(days).getByRole('rowheader', { name: 'Mar 10, 2026' })).toBeInTheDocument();
});

it.each([
  ['fr', "Aujourd'hui par rapport à hier", '11 mars, jusqu’à 14:05', 'par rapport à hier, mêmes heures'],
  [
    'de',
    'Letzte 7 Tage im Vergleich zu den 7 davor',
    '5.–11. März, bis 14:05 Uhr',
    'gegenüber 26. Feb. – 4. März, gleiche Uhrzeit',
  ],
  ['es', 'Este mes frente al anterior', '1–11 mar, hasta las 14:05', 'frente a 1–11 feb, mismas horas'],
] as const)(
  'in %s, a card says its days and what it compares with naturally',
  async (language, name, days, against) => {
    await changeLanguage(language);
    signInAs('network');
    renderPage(<StatisticsApp basePath="" />, '/dashboard');
    const region = await card(name);
    expect(plain(region.textContent)).toContain(`${days}${against}`);
  },
);
