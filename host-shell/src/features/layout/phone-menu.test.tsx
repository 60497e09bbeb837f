import { type CurrentUser, DEFAULT_THEME } from '@affnet/contracts';
import { i18n, useSession, useTheme } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { REMOTE_AREAS } from '../../testing/remote-areas';
import { receiveAreas } from '../areas/areas-store';
import '../../i18n/shell';
import '../../i18n/shell-access';
import MainShell from './main-shell';

const OWNER = {
  token: 'o.o.o',
  userDetail: { id: 1, name: 'Alice Owner', role: 'network', company_name: 'Acme Media', network: [] },
} as unknown as CurrentUser;

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

function renderShell() {
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route element={<MainShell />}>
              <Route path="*" element={<h1>Page</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

const sidebar = () => screen.getByTestId('sidebar');
const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });

beforeEach(() => {
  window.innerWidth = 390;
  useSession.setState({ user: OWNER, permissions: ['network'] });
  useTheme.getState().setSettings(DEFAULT_THEME, 390);
  receiveAreas(REMOTE_AREAS);
});

it('on a phone the menu is a closed overlay, not a rail, and the page is within reach', () => {
  renderShell();
  expect(sidebar()).toHaveAttribute('data-sidebartype', 'overlay');
  expect(sidebar()).toHaveAttribute('data-open', 'false');
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByTestId('menu-scrim')).toBeNull();
  expect(screen.getByRole('main')).not.toHaveAttribute('inert');
});

it('the ☰ opens it over a scrim with focus inside; Escape closes it and gives focus back to ☰', () => {
  renderShell();
  fireEvent.click(toggle());
  expect(sidebar()).toHaveAttribute('data-open', 'true');
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByTestId('menu-scrim')).toBeInTheDocument();
  expect(sidebar()).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('main')).toHaveAttribute('inert');
  // The menu has every page with its label, as a full sidebar has.
  expect(screen.getByRole('link', { name: 'Publishers' })).toBeInTheDocument();

  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
  expect(sidebar()).toHaveAttribute('data-open', 'false');
  expect(toggle()).toHaveFocus();
  expect(screen.queryByTestId('menu-scrim')).toBeNull();
});

it('a tap on the scrim closes it, and so does a page chosen in it, even the one already open', () => {
  renderShell();
  fireEvent.click(toggle());
  fireEvent.click(screen.getByTestId('menu-scrim'));
  expect(sidebar()).toHaveAttribute('data-open', 'false');
  expect(toggle()).toHaveFocus();

  fireEvent.click(toggle());
  fireEvent.click(screen.getByRole('link', { name: 'Publishers' }));
  expect(sidebar()).toHaveAttribute('data-open', 'false');
  expect(screen.getByRole('main')).not.toHaveAttribute('inert');

  // The page already open, chosen again: no change of path, the menu closes all the same.
  fireEvent.click(toggle());
  fireEvent.click(screen.getByRole('link', { name: 'Publishers' }));
  expect(sidebar()).toHaveAttribute('data-open', 'false');
});

it('in the horizontal layout a phone gets the overlay menu too, and a laptop the top menu', () => {
  useTheme.getState().setSettings({ ...DEFAULT_THEME, layout: 'horizontal' }, 390);
  renderShell();
  fireEvent.click(toggle());
  expect(sidebar()).toHaveAttribute('data-open', 'true');
  expect(screen.getByTestId('menu-scrim')).toBeInTheDocument();

  resizeTo(1280);
  expect(sidebar()).toHaveAttribute('data-sidebartype', 'full');
  expect(sidebar()).not.toHaveAttribute('data-open');
  expect(screen.queryByTestId('menu-scrim')).toBeNull();
});

it('leaving the phone width closes the open menu and brings back the column', () => {
  renderShell();
  fireEvent.click(toggle());
  resizeTo(1280);
  expect(sidebar()).toHaveAttribute('data-sidebartype', 'full');
  expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  resizeTo(900);
  expect(sidebar()).toHaveAttribute('data-sidebartype', 'mini-sidebar');
  resizeTo(766);
  expect(sidebar()).toHaveAttribute('data-sidebartype', 'overlay');
  expect(sidebar()).toHaveAttribute('data-open', 'false');
});
