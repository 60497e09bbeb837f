import { ApiError } from '@affnet/core';
import { recordToasts, signInAs } from '@affnet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRemotesApi, showRemotesPage } from '../testing/remotes-harness';

let api: ReturnType<typeof mockRemotesApi>;
let toast: ReturnType<typeof recordToasts>;
beforeEach(() => {
  jest.restoreAllMocks();
  signInAs('admin');
  api = mockRemotesApi();
  toast = recordToasts();
});

/** Opens the page and clicks the button of the Offers section with this name. */
async function clickInOffers(name: string) {
  showRemotesPage();
  const region = await screen.findByRole('region', { name: 'Offers mfe_offers' });
  const user = userEvent.setup();
  await user.click(within(region).getByRole('button', { name }));
  return user;
}

/** The overview was asked again after the change (the deploy tokens' list is asked once beside it). */
const refreshed = () =>
  waitFor(() => expect(api.get.mock.calls.filter(([url]) => url === '/api/remotes')).toHaveLength(2));

it('pins a release for a network and refreshes the overview', async () => {
  const user = await clickInOffers('Pin release: Offers, Acme Media');
  const dialog = screen.getByRole('dialog', { name: 'Pin Offers for Acme Media' });
  expect(within(dialog).getByRole('combobox', { name: 'Release' })).toHaveValue('1.2.0');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Release' }), '1.3.0');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(api.put).toHaveBeenCalledWith('/api/remotes/mfe_offers/rollouts/1', { version: '1.3.0' });
  expect(toast).toHaveBeenCalledWith('success', 'Offers 1.3.0 pinned for Acme Media', undefined);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await refreshed();
});

it('checks the canary form field by field before sending it', async () => {
  const user = await clickInOffers('Start canary: Offers, Acme Media');
  const dialog = screen.getByRole('dialog', { name: 'Canary of Offers for Acme Media' });
  const submit = within(dialog).getByRole('button', { name: 'Start canary' });
  await user.click(submit);
  expect(within(dialog).getByText('Canary release: choose a release other than 1.2.0.')).toBeInTheDocument();
  expect(within(dialog).getByText('Share of users: enter a whole number from 1 to 99.')).toBeInTheDocument();
  // The stable release is not offered as its own canary.
  const canary = within(dialog).getByRole('combobox', { name: 'Canary release' });
  expect(within(canary).queryByRole('option', { name: '1.2.0' })).not.toBeInTheDocument();
  await user.selectOptions(canary, '1.3.0');
  const share = within(dialog).getByRole('textbox', { name: 'Share of users (%)' });
  await user.type(share, '100');
  await user.click(submit);
  expect(share).toHaveAccessibleDescription('Share of users: enter a whole number from 1 to 99.');
  expect(api.put).not.toHaveBeenCalled();
  await user.clear(share);
  await user.type(share, '50');
  await user.click(submit);
  expect(api.put).toHaveBeenCalledWith('/api/remotes/mfe_offers/rollouts/1', {
    version: '1.2.0',
    canary_version: '1.3.0',
    canary_percent: 50,
  });
  expect(toast).toHaveBeenCalledWith(
    'success',
    'Canary started: Offers 1.3.0 for 50 % of the users of Acme Media',
    undefined,
  );
});

it('puts the server’s refusal of a field under that field, in the user’s words', async () => {
  api.put.mockRejectedValueOnce(
    new ApiError('canary_percent: must be <= 100', 400, 'TOO_LARGE', {
      err: 1,
      msg: 'canary_percent: must be <= 100',
      field: 'canary_percent',
      params: { limit: 100 },
    }),
  );
  const user = await clickInOffers('Start canary: Offers, Acme Media');
  const dialog = screen.getByRole('dialog', { name: 'Canary of Offers for Acme Media' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Canary release' }), '1.3.0');
  await user.type(within(dialog).getByRole('textbox', { name: 'Share of users (%)' }), '20');
  await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter at most 100.');
  expect(within(dialog).getByRole('textbox', { name: 'Share of users (%)' })).toHaveAccessibleDescription(
    'Enter at most 100.',
  );
});

it.each([
  ['Promote canary: Offers, Globex Ads', 'Promote canary', 'post', '/api/remotes/mfe_offers/rollouts/2/promote'],
  [
    'Reset to platform default: Offers, Globex Ads',
    'Reset to platform default',
    'delete',
    '/api/remotes/mfe_offers/rollouts/2',
  ],
] as const)('%s: asks first, then calls the API', async (button, confirm, method, url) => {
  const user = await clickInOffers(button);
  const dialog = screen.getByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api[method]).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: button }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: confirm }));
  expect(api[method]).toHaveBeenCalledWith(url);
  expect(toast).toHaveBeenCalledWith('success', expect.stringContaining('Globex Ads'), undefined);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await refreshed();
});

it('rolls back to a release chosen from the earlier ones, over a broken one', async () => {
  const user = await clickInOffers('Roll back: Offers, Globex Ads');
  const dialog = screen.getByRole('dialog', { name: 'Roll back Offers for Globex Ads' });
  const earlier = within(dialog).getByRole('table', { name: 'Earlier releases of Offers for Globex Ads' });
  expect(
    within(earlier)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([expect.stringContaining('Version'), expect.stringContaining('1.1.0'), expect.stringContaining('1.3.0')]);
  await user.click(within(dialog).getByRole('button', { name: 'Roll back to this: 1.1.0' }));
  expect(api.post).toHaveBeenCalledWith('/api/remotes/mfe_offers/rollouts/2/rollback', { version: '1.1.0' });
  expect(toast).toHaveBeenCalledWith('success', 'Offers rolled back to 1.1.0 for Globex Ads', undefined);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await refreshed();
});

it('makes a release the platform default after asking', async () => {
  const user = await clickInOffers('Make default: Offers 1.3.0');
  const dialog = screen.getByRole('alertdialog', { name: 'Make 1.3.0 the platform default?' });
  await user.click(within(dialog).getByRole('button', { name: 'Make default' }));
  expect(api.put).toHaveBeenCalledWith('/api/remotes/mfe_offers/rollouts/default', { version: '1.3.0' });
  expect(toast).toHaveBeenCalledWith('success', 'Offers 1.3.0 is the platform default', undefined);
});
