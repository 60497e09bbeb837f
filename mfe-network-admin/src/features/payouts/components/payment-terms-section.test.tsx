import type { PaymentTerms } from '@affnet/contracts';
import { toasts } from '@affnet/core';
import { fakeServer, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkAdminApp from '../../../expose/network-admin-app';
import { renderPage } from '../../../testing/render-page';

const TERMS: PaymentTerms = {
  network: { term: 'monthly', net_days: null },
  publishers: [{ publisher_id: 4, publisher_name: 'Petra Pages', term: 'net_days', net_days: 30 }],
  minimums: [{ currency: 'EUR', amount: 5000 }],
};

const saveNetworkTerm = jest.fn();
const savePublisherTerm = jest.fn();
const removePublisherTerm = jest.fn();
const saveMinimum = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(toasts, 'notify').mockReturnValue('toast');
  signInAs('network');
  fakeServer({
    'GET /api/network/payment-terms': () => TERMS,
    'PUT /api/network/payment-terms': ({ body }) => saveNetworkTerm(body),
    'PUT /api/network/payment-terms/publishers/:publisherId': ({ path, body }) =>
      savePublisherTerm(Number(path.publisherId), body),
    'DELETE /api/network/payment-terms/publishers/:publisherId': ({ path }) =>
      removePublisherTerm(Number(path.publisherId)),
    'PUT /api/network/payout-minimums': ({ body }) => saveMinimum(body),
    'GET /api/publisher/list': () => [
      { id: 3, name: 'Paul Publisher', email: 'paul@acme.test', status: 'active' },
      { id: 4, name: 'Petra Pages', email: 'petra@acme.test', status: 'active' },
    ],
  });
});

const open = () => renderPage(<NetworkAdminApp basePath="/network" />, '/network/payouts/terms');

it("sets the network's term to net days, checking the days first", async () => {
  const user = userEvent.setup();
  saveNetworkTerm.mockResolvedValue({ ...TERMS, network: { term: 'net_days', net_days: 15 } });
  open();
  const form = await screen.findByRole('form', { name: 'Network payment term' });
  await user.selectOptions(within(form).getByLabelText('Payment term'), 'net_days');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getByLabelText('Days after the period')).toHaveAccessibleDescription(
    'Days after the period must be a whole number from 1 to 180',
  );
  expect(saveNetworkTerm).not.toHaveBeenCalled();
  await user.type(within(form).getByLabelText('Days after the period'), '15');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(saveNetworkTerm).toHaveBeenCalledWith({ term: 'net_days', net_days: 15 });
});

it("lists publishers' own terms, gives one his own and takes another's away", async () => {
  const user = userEvent.setup();
  savePublisherTerm.mockResolvedValue(TERMS);
  removePublisherTerm.mockResolvedValue({ ...TERMS, publishers: [] });
  open();
  expect(await screen.findByRole('row', { name: /Petra Pages Net 30 days/ })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Set his term' });
  await within(form).findByRole('option', { name: 'Paul Publisher' });
  await user.click(within(form).getByRole('button', { name: 'Set his term' }));
  expect(within(form).getByLabelText('Publisher')).toHaveAccessibleDescription('Choose a publisher');
  await user.selectOptions(within(form).getByLabelText('Publisher'), 'Paul Publisher');
  await user.selectOptions(within(form).getByLabelText('Payment term'), 'weekly');
  await user.click(within(form).getByRole('button', { name: 'Set his term' }));
  expect(savePublisherTerm).toHaveBeenCalledWith(3, { term: 'weekly', net_days: null });
  await user.click(screen.getByRole('button', { name: 'Use the network term for Petra Pages' }));
  expect(removePublisherTerm).toHaveBeenCalledWith(4);
  expect(await screen.findByText('Every publisher is paid on the network term.')).toBeInTheDocument();
});

it('sets a minimum payout per currency in the currency of the reader', async () => {
  const user = userEvent.setup();
  saveMinimum.mockResolvedValue({ ...TERMS, minimums: [...TERMS.minimums, { currency: 'JPY', amount: 5000 }] });
  open();
  expect(await screen.findByRole('row', { name: 'EUR €50.00' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Save minimum' });
  await user.type(within(form).getByLabelText('Currency'), 'jpy');
  await user.type(within(form).getByLabelText('Minimum'), '50.5');
  await user.click(within(form).getByRole('button', { name: 'Save minimum' }));
  expect(within(form).getByLabelText('Minimum')).toHaveAccessibleDescription(
    'Minimum has more decimals than JPY allows',
  );
  await user.clear(within(form).getByLabelText('Minimum'));
  await user.type(within(form).getByLabelText('Minimum'), '5,000');
  await user.click(within(form).getByRole('button', { name: 'Save minimum' }));
  expect(saveMinimum).toHaveBeenCalledWith({ currency: 'JPY', amount: 5000 });
  expect(await screen.findByRole('row', { name: 'JPY ¥5,000' })).toBeInTheDocument();
});

describe('a new payout run proposes the last whole period of the network’s term', () => {
  // Saturday 28 November 2026, noon in the network's zone (UTC): the page's clock, not the machine's.
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-11-28T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['weekly', '2026-11-16', '2026-11-22'],
    ['semi_monthly', '2026-11-01', '2026-11-15'],
    ['net_days', '2026-10-01', '2026-10-31'],
  ] as const)('%s', async (term, from, to) => {
    fakeServer({
      'GET /api/network/payment-terms': () => ({
        ...TERMS,
        network: { term, net_days: term === 'net_days' ? 30 : null },
      }),
      'GET /api/network/payout-runs': () => [],
    });
    renderPage(<NetworkAdminApp basePath="/network" />, '/network/payouts/runs');
    expect(await screen.findByLabelText('First day')).toHaveValue(from);
    expect(screen.getByLabelText('Last day')).toHaveValue(to);
  });
});
