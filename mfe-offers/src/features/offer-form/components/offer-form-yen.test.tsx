import { anOffer, fakeServer, pageOf, signInAs } from '@affnet/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

// Issue 27: yen have no minor unit, so ¥1,250 is typed 1250 and stored 1250 (never read as cents).
const yenOffer = anOffer({ id: 42, name: 'Tokyo Trip', currency: 'JPY', payout: 1250, revenue: 2000 });
const saveOffer = jest.fn();
const createOffer = jest.fn();
const sent = (mock: jest.Mock) => mock.mock.lastCall?.[0].body;

beforeEach(() => {
  signInAs('network');
  saveOffer.mockReset().mockResolvedValue(yenOffer);
  createOffer.mockReset().mockResolvedValue(yenOffer);
  fakeServer({
    'GET /api/offers/42': jest.fn().mockResolvedValue(yenOffer),
    'PUT /api/offers/42': saveOffer,
    'POST /api/offers': createOffer,
    'GET /api/offers': jest.fn().mockResolvedValue(pageOf([yenOffer])),
  });
});

it('shows a JPY offer’s ¥1,250 as 1250 and saves it as 1250', async () => {
  renderPage(<OffersApp basePath="/offers" />, '/offers/42/edit');
  const payout = await screen.findByLabelText('Payout');
  expect(payout).toHaveValue('1250');
  expect(screen.getByLabelText('Revenue')).toHaveValue('2000');
  expect(payout).toHaveAccessibleDescription('A whole amount in JPY, without decimals, e.g. 1250');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
  expect(sent(saveOffer)).toEqual(expect.objectContaining({ payout: 1250, revenue: 2000, currency: 'JPY' }));
});

it('refuses decimals for yen, naming the currency, and sends nothing', async () => {
  renderPage(<OffersApp basePath="/offers" />, '/offers/42/edit');
  const user = userEvent.setup();
  const payout = await screen.findByLabelText('Payout');
  await user.clear(payout);
  await user.type(payout, '12.50');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(payout).toHaveAccessibleDescription('JPY has no decimals: enter e.g. 1250');
  expect(payout).toHaveFocus();
  expect(saveOffer).not.toHaveBeenCalled();
});

it('reads a KWD amount with its three decimals', async () => {
  renderPage(<OffersApp basePath="/offers" />, '/offers/new');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Kuwait');
  await user.type(screen.getByLabelText('Destination URL'), 'https://shop.example/');
  await user.clear(screen.getByLabelText('Currency'));
  await user.type(screen.getByLabelText('Currency'), 'KWD');
  await user.type(screen.getByLabelText('Payout'), '1.250');
  await user.type(screen.getByLabelText('Revenue'), '2');
  await user.click(screen.getByRole('button', { name: 'Create offer' }));
  expect(sent(createOffer)).toEqual(expect.objectContaining({ payout: 1250, revenue: 2000, currency: 'KWD' }));
});
