import { DEFAULT_THEME } from '@affnet/contracts';
import { changeLanguage, i18n } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import '../../i18n/shell';
import { reportRemoteFailure } from './failure-report';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { SharedCoreMismatch } from './shared-core-mismatch';

jest.mock('./failure-report', () => ({ reportRemoteFailure: jest.fn() }));
jest.mock('./register-remotes', () => ({ registeredVersion: () => '1.4.0', resetRemote: jest.fn() }));

/** An area that throws what it is given, as a remote's page does when it meets what it did not expect. */
function Throwing({ error }: { error: unknown }): never {
  throw error;
}

function renderFailingArea(error: unknown) {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
        <RemoteErrorBoundary remote="mfe_offers" render={() => <Throwing error={error} />} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  jest.mocked(reportRemoteFailure).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await changeLanguage('en');
});

afterEach(() => jest.mocked(console.error).mockRestore());

describe('an area whose remote fails', () => {
  it('reports a remote that throws while rendering, and offers Retry', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    renderFailingArea(error);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the dashboard could not be loaded. The rest keeps working.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(reportRemoteFailure).toHaveBeenCalledWith('mfe_offers', error);
  });

  it('says in words that a remote was built for a newer dashboard, with the versions in a details line', async () => {
    const mismatch = new SharedCoreMismatch('mfe_offers', '^1.8.0', '1.2.0');
    renderFailingArea(mismatch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This part of the dashboard was built for a newer version of the dashboard. Please reload; if it persists, contact your network.',
    );
    expect(alert).toHaveTextContent(
      'Details: mfe_offers (release 1.4.0) was built for core 1.8.0; this dashboard has 1.2.0.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(reportRemoteFailure).toHaveBeenCalledWith('mfe_offers', mismatch);
  });

  it("says it in the user's language", async () => {
    await changeLanguage('fr');
    renderFailingArea(new SharedCoreMismatch('mfe_offers', '^1.0.0', '2.0.0'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cette partie du tableau de bord a été conçue pour une version plus ancienne du tableau de bord.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Détails : mfe_offers (version 1.4.0) a été conçu pour le noyau 1.0.0 ; ce tableau de bord a 2.0.0.',
    );
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeVisible();
  });
});
