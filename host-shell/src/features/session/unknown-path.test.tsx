import { DEFAULT_THEME } from '@affnet/contracts';
import { i18n } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import '../../i18n/shell';
import { UnknownPath } from './unknown-path';

function open(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>the start</p>} />
            <Route path="*" element={<UnknownPath />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

it('sends a path no area declares to the start', () => {
  open('/nowhere');
  expect(screen.getByText('the start')).toBeInTheDocument();
});

it.each(['/dashboard', '/login'])(
  'says %s could not be loaded when its area is missing, instead of looping',
  (path) => {
    open(path);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the dashboard could not be loaded');
  },
);
