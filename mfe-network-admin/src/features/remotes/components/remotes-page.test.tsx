import { ApiError, changeLanguage } from '@affnet/core';
import { recordToasts, signInAs } from '@affnet/testing';
import { screen, within } from '@testing-library/react';
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

const offers = () => screen.findByRole('region', { name: 'Offers mfe_offers' });

it('lists each remote’s releases, newest first, with the default and the failing one flagged', async () => {
  showRemotesPage();
  const releases = within(await offers()).getByRole('table', { name: 'Releases of Offers' });
  const rows = within(releases).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent?.slice(0, 5))).toEqual(['1.3.0', '1.2.0', '1.1.0']);
  expect(rows[0]).toHaveTextContent('Failing: failures in the last 24 hours: 3');
  expect(rows[1]).toHaveTextContent('Platform default');
  expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Make/ })).not.toBeInTheDocument();
  const makeDefault = { name: 'Make default: Offers 1.3.0' };
  expect(within(rows[0] as HTMLElement).getByRole('button', makeDefault)).toBeInTheDocument();
  expect(api.get).toHaveBeenCalledWith('/api/remotes');
});

it('shows what each network gets: its own release and canary, or the platform default', async () => {
  showRemotesPage();
  const table = within(await offers()).getByRole('table', { name: 'Releases of Offers per network' });
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
  expect(row('Acme Media')).toHaveTextContent('Platform default (1.2.0)');
  expect(row('Globex Ads')).toHaveTextContent('1.3.0 for 50 % of users');
  expect(row('Globex Ads')).toHaveTextContent('Pinned for this network');
  // The default has no earlier release: Roll back stays, disabled, and says why.
  const rollBack = within(row('Networks without a release of their own')).getByRole('button', {
    name: 'Roll back: Offers, networks on the platform default',
  });
  expect(rollBack).toBeDisabled();
  expect(rollBack).toHaveAccessibleDescription('No earlier release to go back to');
});

it('says once that a remote with a single release cannot have a canary', async () => {
  showRemotesPage();
  const signIn = await screen.findByRole('region', { name: 'Sign-in mfe_auth' });
  expect(within(signIn).getByText('A canary needs a second release of this remote.')).toBeInTheDocument();
  expect(within(signIn).queryByRole('button', { name: /Start canary/ })).not.toBeInTheDocument();
  expect(within(signIn).getAllByRole('button', { name: /^Pin release/ })).toHaveLength(3);
});

it('says how to register a release of a remote that has none', async () => {
  showRemotesPage();
  const statistics = await screen.findByRole('region', { name: 'Statistics mfe_statistics' });
  expect(within(statistics).getByRole('status')).toHaveTextContent(
    'No releases registered yet. To publish one, run: pnpm release mfe-statistics',
  );
  expect(within(statistics).queryByRole('table')).not.toBeInTheDocument();
});

it('shows a failed load in the user’s language, with Retry', async () => {
  api.get.mockRejectedValueOnce(new ApiError('Database is down', 500, 'INTERNAL'));
  showRemotesPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong on our side. Please try again later.',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await offers()).toBeInTheDocument();
});

it('speaks the admin’s language, the server’s refusal too', async () => {
  await changeLanguage('fr');
  const page = showRemotesPage();
  try {
    api.post.mockRejectedValueOnce(new ApiError('there is no canary to promote', 404, 'NOT_FOUND'));
    const region = await screen.findByRole('region', { name: 'Offres mfe_offers' });
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Promouvoir le canari : Offres, Globex Ads' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Promouvoir le canari' }));
    expect(toast).toHaveBeenCalledWith('error', "Cet élément n'existe plus. Rechargez la page.", undefined);
  } finally {
    page.unmount();
    await changeLanguage('en');
  }
});

it('is refused to a network owner without asking the server', () => {
  signInAs('network');
  showRemotesPage();
  expect(screen.getByRole('alert')).toHaveTextContent('Only the platform administrator can manage the remotes.');
  expect(api.get).not.toHaveBeenCalled();
});
