import { type CurrentUser, DEFAULT_THEME } from '@affnet/contracts';
import { i18n, useSession } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import '../../i18n/shell';
import { ImpersonationBanner } from './impersonation-banner';
import { OWNER_SESSION_KEY } from './owner-session';

const OWNER = { token: 'o.o.o', userDetail: { id: 1, name: 'Olga Owner' } } as unknown as CurrentUser;
const PUBLISHER = {
  token: 'p.p.p',
  loginType: 'account',
  accountToken: 'acc',
  userDetail: { id: 3, name: 'Paul Publisher' },
} as unknown as CurrentUser;

beforeEach(() => localStorage.clear());

const renderPage = (ui: ReactElement) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );

it('shows who is viewed and gives the owner his session back', async () => {
  localStorage.setItem(OWNER_SESSION_KEY, JSON.stringify(OWNER));
  useSession.setState({ user: PUBLISHER, permissions: ['publisher'] });
  const go = jest.fn();
  renderPage(<ImpersonationBanner go={go} />);
  expect(screen.getByText('Viewing as Paul Publisher')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Return to my account' }));
  expect(useSession.getState().user?.token).toBe('o.o.o');
  expect(localStorage.getItem(OWNER_SESSION_KEY)).toBeNull();
  expect(go).toHaveBeenCalledWith('/network/publishers');
});

it('is hidden for an ordinary session', () => {
  localStorage.setItem(OWNER_SESSION_KEY, JSON.stringify(OWNER));
  useSession.setState({ user: OWNER, permissions: ['network'] });
  renderPage(<ImpersonationBanner />);
  expect(screen.queryByText(/Viewing as/)).toBeNull();
});
