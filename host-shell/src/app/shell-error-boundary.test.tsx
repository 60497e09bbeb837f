import { DEFAULT_THEME } from '@affnet/contracts';
import { changeLanguage, i18n } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import '../i18n/shell';
import { ShellErrorBoundary } from './shell-error-boundary';

/** A part of the host loaded on demand whose chunk does not arrive, as webpack reports it. */
const Unreachable = lazy(() =>
  Promise.reject(Object.assign(new Error('Loading chunk main-shell failed.'), { name: 'ChunkLoadError' })),
);

function renderShell() {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
        <ShellErrorBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <Unreachable />
          </Suspense>
        </ShellErrorBoundary>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.mocked(console.error).mockRestore());

it('tells the user to reload when a part of the shell cannot be loaded, instead of a blank page', async () => {
  await changeLanguage('en');
  renderShell();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The dashboard could not load a part it needs. Please check your connection and reload the page.',
  );
  expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(console.error).toHaveBeenCalledWith('A part of the dashboard failed to load', expect.any(Error));
});

it('says it in the chosen language', async () => {
  await changeLanguage('fr');
  renderShell();
  expect(await screen.findByRole('button', { name: 'Recharger' })).toBeVisible();
  await changeLanguage('en');
});
