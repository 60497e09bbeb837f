import { anOffer, fakeServer, recordToasts, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OffersApp from '../../../expose/offers-app';
import { renderPage } from '../../../testing/render-page';

const getOffer = jest.fn();
const getKit = jest.fn();
const sendTest = jest.fn();

const POSTBACK =
  'http://track.acme.test/postback?click_id={click_id}&payout={payout}&amount={amount}&status=approved&txn_id={txn_id}';
const PIXEL = 'http://track.acme.test/pixel?offer_id=1&txn_id={txn_id}&amount={amount}';

beforeEach(() => {
  jest.clearAllMocks();
  fakeServer({
    'GET /api/offers/1': getOffer,
    'GET /api/offers/1/integration-kit': getKit,
    'POST /api/offers/1/integration-kit/test-conversion': sendTest,
  });
  getOffer.mockResolvedValue(anOffer());
  getKit.mockResolvedValue({
    offer_id: 1,
    currency: 'USD',
    tracking_domain: 'track.acme.test',
    postback_url: POSTBACK,
    pixel_url: PIXEL,
    pixel_html: `<img src="${PIXEL.replaceAll('&', '&amp;')}" width="1" height="1" alt="" style="display:none">`,
    script_html: '<script>…</script>',
  });
});

it('gives the owner the postback URL to copy, each parameter explained, and the pixel and script', async () => {
  signInAs('network');
  const toasts = recordToasts();
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const user = userEvent.setup();
  const postback = await screen.findByRole('textbox', { name: 'Postback URL' });
  expect(postback).toHaveValue(POSTBACK);
  await user.click(screen.getByRole('button', { name: 'Copy: Postback URL' }));
  expect(await navigator.clipboard.readText()).toBe(POSTBACK);
  expect(toasts).toHaveBeenCalledWith('success', 'Copied: Postback URL', undefined);
  const parameters = screen.getByLabelText('Postback parameters');
  for (const name of ['click_id', 'goal', 'payout', 'amount', 'status', 'txn_id']) {
    expect(within(parameters).getByText(name)).toBeInTheDocument();
  }
  const pixel = screen.getByRole('textbox', { name: 'Image pixel' }) as HTMLTextAreaElement;
  expect(pixel.value).toContain('<img src="http://track.acme.test/pixel?offer_id=1&amp;txn_id={txn_id}');
  expect(screen.getByRole('textbox', { name: 'JavaScript snippet' })).toBeInTheDocument();
});

it.each([
  ['USD', '12.50', '59.90', 'a decimal point and at most 2 decimals'],
  ['JPY', '1250', '5990', 'whole units, no decimals'],
  ['KWD', '12.500', '59.900', 'a decimal point and at most 3 decimals'],
])('explains %s amounts in their own digits, as /postback takes them', async (currency, payout, amount, note) => {
  signInAs('advertiser');
  getKit.mockResolvedValue({
    offer_id: 1,
    currency,
    tracking_domain: 'track.acme.test',
    postback_url: POSTBACK,
    pixel_url: PIXEL,
    pixel_html: '<img>',
    script_html: '<script>…</script>',
  });
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const parameters = await screen.findByLabelText('Postback parameters');
  expect(parameters).toHaveTextContent(`in ${currency}, written like ${payout} (${note})`);
  expect(parameters).toHaveTextContent(`The sale amount in ${currency} (e.g. ${amount})`);
});

it('sends a test conversion and shows each step', async () => {
  signInAs('advertiser');
  sendTest.mockResolvedValue({
    click: { click_id: 'abc123', problem: null },
    conversion: {
      conversion_id: 9,
      status: 'approved',
      duplicate: false,
      reason: null,
      revenue: 1500,
      currency: 'USD',
    },
    postbacks: [{ url: null, status_code: 200, error: null, duration_ms: 12 }],
  });
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send a test conversion' }));
  const steps = await screen.findByRole('list', { name: 'Test conversion steps' });
  expect(steps).toHaveTextContent('Click found: test click abc123.');
  expect(steps).toHaveTextContent('Conversion recorded: approved. The advertiser pays $15.00.');
  expect(steps).toHaveTextContent('1 publisher postback queued and fired:');
  expect(steps).toHaveTextContent('answered HTTP 200 in 12 ms.');
  expect(steps).toHaveTextContent('Undone: no figure, list or file keeps this test.');
});

it('is not on a publisher’s offer page', async () => {
  signInAs('publisher');
  renderPage(<OffersApp basePath="/offers" />, '/offers/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Summer Shoes' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Integration kit' })).toBeNull();
  expect(getKit).not.toHaveBeenCalled();
});
