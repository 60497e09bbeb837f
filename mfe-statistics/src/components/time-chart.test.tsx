import { renderPage } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import type uPlot from 'uplot';
import { TimeChart } from './time-chart';

const drawn: { options: uPlot.Options; data: uPlot.AlignedData }[] = [];
jest.mock('uplot', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((options: uPlot.Options, data: uPlot.AlignedData) => {
    drawn.push({ options, data });
    return { destroy: jest.fn(), setSize: jest.fn() };
  }),
}));

const SERIES = [
  { label: 'Clicks', values: [120, 130, 40] },
  { label: 'Conversions', values: [3, 4, 1] },
];

beforeEach(() => {
  drawn.length = 0;
});

it('draws a partial last point apart: each line stops at the last whole day, a dotted segment with a ring goes on', async () => {
  renderPage(
    <TimeChart name="Days" labels={['Mar 9', 'Mar 10', 'Mar 11']} series={SERIES} partialLast="Today so far" />,
  );
  await waitFor(() => expect(drawn).toHaveLength(1));
  const [{ options, data }] = drawn as [(typeof drawn)[number]];
  expect(data).toEqual([
    [0, 1, 2],
    [120, 130, null],
    [3, 4, null],
    [null, 130, 40],
    [null, 4, 1],
  ]);
  const [, clicks, , partialClicks, partialConversions] = options.series;
  expect(partialClicks).toMatchObject({ scale: 'y', stroke: clicks?.stroke, dash: [2, 4] });
  expect(partialConversions).toMatchObject({ scale: 'y2', points: { show: true, filter: [2] } });
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Clicks',
    'Conversions',
    'Today so far',
  ]);
});

it('draws every point alike when the last one is whole, with no note', async () => {
  renderPage(<TimeChart name="Days" labels={['Mar 9', 'Mar 10', 'Mar 11']} series={SERIES} />);
  await waitFor(() => expect(drawn).toHaveLength(1));
  expect(drawn[0]?.data).toEqual([[0, 1, 2], SERIES[0]?.values, SERIES[1]?.values]);
  expect(screen.queryByText('Today so far')).toBeNull();
});
