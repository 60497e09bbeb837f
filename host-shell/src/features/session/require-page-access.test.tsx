import { DEFAULT_THEME, type Permission } from '@affnet/contracts';
import { i18n, useSession } from '@affnet/core';
import { buildTheme } from '@affnet/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { REMOTE_AREAS } from '../../testing/remote-areas';
import { receiveAreas } from '../areas/areas-store';
import { RequirePageAccess } from './require-page-access';

function open(path: string, permissions: Permission[]) {
  useSession.setState({ permissions });
  const Page = jest.fn(() => <p>the page</p>);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme(DEFAULT_THEME)}>
        <MemoryRouter initialEntries={[path]}>
          <RequirePageAccess>
            <Page />
          </RequirePageAccess>
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return Page;
}

beforeEach(() => receiveAreas(REMOTE_AREAS));
afterEach(() => useSession.setState({ user: null, permissions: [] }));

it('does not draw a page the permissions do not open, and offers the dashboard instead', async () => {
  const page = open('/network/settings', ['publisher']);
  expect(page).not.toHaveBeenCalled();
  expect(
    await screen.findByRole('heading', { name: 'This page is not available for your account' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
});

it('draws a page the permissions open', () => {
  const page = open('/network/settings', ['network']);
  expect(page).toHaveBeenCalled();
  expect(screen.getByText('the page')).toBeInTheDocument();
});

it('judges by the pages the loaded areas declare, and lets a page no loaded area declares through to the router', () => {
  receiveAreas(REMOTE_AREAS.filter((area) => area.remote !== 'mfe_network_admin'));
  expect(open('/network/settings', ['publisher'])).toHaveBeenCalled();
});

it('closes a page that a newly loaded area declares for another role', async () => {
  const billing = {
    remote: 'mfe_billing',
    mounts: [{ path: 'billing/*', basePath: '/billing', shell: 'main' }],
    pages: [{ path: '/billing/*', permissions: ['network'] }],
    menu: [],
    messages: {},
  };
  receiveAreas([...REMOTE_AREAS, billing]);
  expect(open('/billing/invoices', ['publisher'])).not.toHaveBeenCalled();
  expect(
    await screen.findByRole('heading', { name: 'This page is not available for your account' }),
  ).toBeInTheDocument();
});
