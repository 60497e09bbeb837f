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

/** A release of a remote the host was never built with: one page and one menu entry, its own words. */
const BILLING: AreaDeclaration = {
  remote: 'mfe_billing' as RemoteName,
  mounts: [{ path: 'billing/*', basePath: '/billing', shell: 'main', title: 'title.billing' }],
  pages: [{ path: '/billing/invoices', permissions: ['network'], title: 'title.invoices' }],
  menu: [
    {
      id: 'billing',
      label: 'menu.billing',
      icon: 'M4 4h16v16H4z',
      order: 95,
      roles: ['network'],
      to: '/billing/invoices',
    },
  ],
  messages: {
    en: { 'title.billing': 'Billing', 'title.invoices': 'Invoices', 'menu.billing': 'Billing' },
    de: { 'title.billing': 'Abrechnung', 'title.invoices': 'Rechnungen', 'menu.billing': 'Abrechnung' },
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
  receiveAreas([...REMOTE_AREAS, BILLING]);
  renderShell('/billing/invoices');
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  expect(within(menu).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing/invoices');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Invoices');
  expect(document.title).toBe('Invoices · Acme Media');
});

it("titles a page by its area's declaration, in the user's language", async () => {
  receiveAreas([...REMOTE_AREAS, BILLING]);
  await changeLanguage('de');
  try {
    renderShell('/statistics/reports');
    expect(document.title).toBe('Berichte · Acme Media');
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('link', { name: 'Abrechnung' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Prüfprotokoll' })).toBeInTheDocument();
  } finally {
    cleanup();
    await changeLanguage('en');
  }
});

it('draws no entry and no title of an area that was not received', () => {
  receiveAreas(REMOTE_AREAS);
  renderShell('/billing/invoices');
  expect(
    within(screen.getByRole('navigation', { name: 'Main menu' })).queryByRole('link', { name: 'Billing' }),
  ).toBeNull();
  expect(document.title).toBe('Home · Acme Media');
});
