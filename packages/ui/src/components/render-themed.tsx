import { DEFAULT_THEME } from '@affnet/contracts';
import { i18n } from '@affnet/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/build-theme';

/** For this package's tests: `ui` with i18n and the theme (@affnet/testing depends on this package). */
export function renderThemed(ui: ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}
