import { DEFAULT_THEME, type RemoteAppProps } from '@affnet/contracts';
import { AppToaster, i18n } from '@affnet/core';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/build-theme';
import { GlobalStyle } from '../theme/global-style';

/** Runs one area on its own page for development, with the providers the host would give it. */
export function mountStandalone(App: ComponentType<RemoteAppProps>, basePath: string): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
          <GlobalStyle />
          <BrowserRouter>
            <main style={{ padding: '1.5rem' }}>
              <Routes>
                <Route path="*" element={<App basePath={basePath} />} />
              </Routes>
            </main>
          </BrowserRouter>
          <AppToaster />
        </ThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
