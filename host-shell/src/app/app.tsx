import { AppToaster, i18n, useTheme } from '@affnet/core';
import { buildTheme, GlobalStyle } from '@affnet/ui';
import { StrictMode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useDocumentSettings } from '../features/theme/use-document-settings';
import { createRouter } from './router';

const router = createRouter();

function ThemedApp() {
  const settings = useTheme((s) => s.settings);
  const theme = useMemo(() => buildTheme(settings), [settings]);
  useDocumentSettings();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
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
