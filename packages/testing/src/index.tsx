import { DEFAULT_THEME } from '@affnet/contracts';
import { i18n } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

export { pageOf, serverError } from './api-answers';
export type { ApiDocument } from './contract';
export type { Endpoint, Endpoints, Route, SentRequest, Server } from './fake-server';
export { fakeServer, sentField } from './fake-server';
export { aNetwork } from './networks';
export { anOffer } from './offers';
export { signInAs } from './session';
export { recordToasts } from './toasts';

/** Shows where the router is, so a test can see a navigation the way the address bar would. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * Renders a remote's page with what the host gives it: i18n, the theme and a router at `path`.
 * For tests only: no remote's bundle imports this package.
 */
export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <CurrentLocation />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}
