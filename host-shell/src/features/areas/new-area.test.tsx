import { type AreaDeclaration, DEFAULT_THEME, type RemoteName } from '@affnet/contracts';
import { changeLanguage, i18n, useSession, useTheme } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import '../../i18n/shell';
import '../../i18n/shell-access';
import { REMOTE_AREAS } from '../../testing/remote-areas';
import { Breadcrumb } from '../layout/breadcrumb';
import { Sidebar } from '../layout/sidebar';
import { receiveAreas } from './areas-store';

/** A release of a remote the host was never built with (not a real area's words): one page and one menu entry. */
const REWARDS: AreaDeclaration = {
  remote: 'mfe_rewards' as RemoteName,
  mounts: [{ path: 'rewards/*', basePath: '/rewards', shell: 'main', title: 'title.rewards' }],
  pages: [{ path: '/rewards/catalogue', permissions: ['network'], title: 'title.catalogue' }],
  menu: [
    {
      id: 'rewards',
      label: 'menu.rewards',
      icon: 'M4 4h16v16H4z',
      order: 95,
      roles: ['network'],
      to: '/rewards/catalogue',
    },
  ],
  messages: {
    en: { 'title.rewards': 'Rewards', 'title.catalogue': 'Catalogue', 'menu.rewards': 'Rewards' },
    de: { 'title.rewards': 'Prämien', 'title.catalogue': 'Katalog', 'menu.rewards': 'Prämien' },
  },
};

function renderShell(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
        <MemoryRouter initialEntries={[path]}>
          <Sidebar />
          <Breadcrumb />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  useSession.setState({ permissions: ['network'] });
  useTheme.getState().setBrand({ networkId: 'acme', companyName: 'Acme Media', logoUrl: '/uploads/acme/logo.png' });
});
afterEach(() => useSession.setState({ user: null, permissions: [] }));

it("shows a new area's menu entry and page title with no change to the host", () => {
  receiveAreas([...REMOTE_AREAS, REWARDS]);
  renderShell('/rewards/catalogue');
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  expect(within(menu).getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards/catalogue');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Catalogue');
  expect(document.title).toBe('Catalogue · Acme Media');
});

it("titles a page by its area's declaration, in the user's language", async () => {
  receiveAreas([...REMOTE_AREAS, REWARDS]);
  await changeLanguage('de');
  try {
    renderShell('/statistics/reports');
    expect(document.title).toBe('Berichte · Acme Media');
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('link', { name: 'Prämien' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Prüfprotokoll' })).toBeInTheDocument();
  } finally {
    cleanup();
    await changeLanguage('en');
  }
});

it('draws no entry and no title of an area that was not received', () => {
  receiveAreas(REMOTE_AREAS);
  renderShell('/rewards/catalogue');
  expect(
    within(screen.getByRole('navigation', { name: 'Main menu' })).queryByRole('link', { name: 'Rewards' }),
  ).toBeNull();
  expect(document.title).toBe('Home · Acme Media');
});
