import { AppToaster, i18n, useTheme } from '@affnet/core';
import { buildTheme, GlobalStyle } from '@affnet/ui';
import { StrictMode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useAreas } from '../features/areas/areas-store';
import { useDocumentSettings } from '../features/theme/use-document-settings';
import { AreaRoutes } from './router';
import { ShellErrorBoundary } from './shell-error-boundary';

function ThemedApp() {
  const settings = useTheme((s) => s.settings);
  const theme = useMemo(() => buildTheme(settings), [settings]);
  // The routes are the loaded areas' pages: built once they are known, again if another release's area arrives.
  const areas = useAreas((s) => s.areas);
  useDocumentSettings();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ShellErrorBoundary>
        <BrowserRouter>
          <AreaRoutes areas={areas} />
        </BrowserRouter>
      </ShellErrorBoundary>
      <AppToaster />
    </ThemeProvider>
  );
}

export function App() {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemedApp />
      </I18nextProvider>
    </StrictMode>
  );
}
