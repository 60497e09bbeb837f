import { type CurrentUser, DEFAULT_THEME } from '@affnet/contracts';
import { i18n, useSession, useTheme } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import '../../i18n/shell';
import '../../i18n/shell-access';
import { Header } from './header';

const PUBLISHER = {
  token: 'p.p.p',
  userDetail: { id: 3, name: 'Paul Publisher', role: 'publisher', company_name: 'Paul Media' },
} as unknown as CurrentUser;

function renderHeader() {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  useSession.setState({ user: PUBLISHER, permissions: ['publisher'] });
  useTheme.getState().setBrand({ networkId: 'acme', companyName: 'Acme Media', logoUrl: '/uploads/acme/logo.png' });
});

it('names the user with his role and company, where the placeholder line on every page used to', () => {
  renderHeader();
  const user = screen.getByTestId('signed-in-user');
  expect(user).toHaveTextContent('Paul Publisher');
  expect(user).toHaveTextContent('publisher at Paul Media');
});

it('shows the company name whole, with the medium logo, in a link to the dashboard', () => {
  useTheme.setState((s) => ({ sidebar: { ...s.sidebar, current: 'full' } }));
  renderHeader();
  const brand = screen.getByRole('link', { name: 'Acme Media' });
  expect(brand).toHaveAttribute('href', '/dashboard');
  expect(screen.getByTestId('company-name')).toHaveTextContent('Acme Media');
  expect(brand.querySelector('img')).toHaveAttribute('src', '/uploads/acme/logo.medium.png');
});

it('keeps only the small logo in a narrow sidebar', () => {
  useTheme.setState((s) => ({ sidebar: { ...s.sidebar, current: 'mini-sidebar' } }));
  renderHeader();
  expect(screen.queryByTestId('company-name')).toBeNull();
  expect(screen.getByRole('link', { name: 'Acme Media' }).querySelector('img')).toHaveAttribute(
    'src',
    '/uploads/acme/logo.small.png',
  );
});
