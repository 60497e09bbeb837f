import { ApiError, toasts, useTheme } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { AreaQueryProvider } from '@affnet/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../app/query-client';
import { NewRunForm } from '../../../components/new-run-form';
import { renderPage } from '../../../testing/render-page';
import '../i18n/payouts';
import { useStartPayoutRun } from '../api/start-payout-run';
import { RUN_RULES } from '../lib/run-rules';
import { DRAFT_RUN } from '../testing/payout-fixtures';

const startRun = jest.fn();
const onStarted = jest.fn();
// 00:30 on 1 November in Tokyo, still October in UTC.
const NOW = () => new Date('2026-10-31T15:30:00Z');

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  signInAs('network');
  useTheme.setState({ timeZone: 'Asia/Tokyo' });
  fakeServer({ 'POST /api/network/payout-runs': ({ body }) => startRun(body) });
  startRun.mockResolvedValue(DRAFT_RUN);
});

/** The shared form as Payouts fills it in: its words, its request, its rules. */
function NewPayoutRunForm() {
  const start = useStartPayoutRun();
  return <NewRunForm namespace="payouts" start={start.mutateAsync} rules={RUN_RULES} now={NOW} onStarted={onStarted} />;
}

const show = () =>
  renderPage(
    <AreaQueryProvider client={queryClient}>
      <NewPayoutRunForm />
    </AreaQueryProvider>,
    '/network/payouts/runs',
  );

it('proposes last month in the network time zone and opens the started run', async () => {
  show();
  expect(screen.getByLabelText('First day')).toHaveValue('2026-10-01');
  expect(screen.getByLabelText('Last day')).toHaveValue('2026-10-31');
  expect(screen.getByText(/network time zone \(Asia\/Tokyo\)/)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Start payout run' }));
  expect(startRun).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-31' });
  expect(onStarted).toHaveBeenCalledWith(9);
});

it('refuses a first day after the last before asking the server', async () => {
  const user = userEvent.setup();
  show();
  const first = screen.getByLabelText('First day');
  await user.clear(first);
  await user.type(first, '2026-11-05');
  await user.click(screen.getByRole('button', { name: 'Start payout run' }));
  expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('The first day must not be after the last day');
  expect(startRun).not.toHaveBeenCalled();
});

it("puts the server's refusal of a day on its field", async () => {
  const refusal = new ApiError('from must not be after to', 400, 'INVALID_RANGE', {
    err: 1,
    msg: 'from must not be after to',
    field: 'from',
  } as never);
  startRun.mockRejectedValue(refusal);
  show();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Start payout run' }));
  expect(await screen.findByLabelText('First day')).toHaveAccessibleDescription('This date range is not valid.');
  expect(onStarted).not.toHaveBeenCalled();
});
