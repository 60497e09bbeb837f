import { useTheme } from '@affnet/core';
import { AreaQueryProvider, createAreaQueryClient } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ImpersonationBanner } from '../impersonation/impersonation-banner';
import { Customizer } from '../theme/customizer';
import { useNetworkTheme } from '../theme/use-network-theme';
import { Breadcrumb } from './breadcrumb';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { closeOverlayMenu, useOverlayMenu } from './use-overlay-menu';
import { useSidebarBreakpoints } from './use-window-width';

const Frame = styled.div<{ $boxed: boolean }>`
  max-width: ${(p) => (p.$boxed ? '1200px' : 'none')};
  margin: 0 auto;
  min-height: 100vh;
  background: ${(p) => p.theme.colors.page};
  box-shadow: ${(p) => (p.$boxed ? '0 0 0 1px rgb(127 127 127 / 25%)' : 'none')};
`;

const Body = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$horizontal ? 'column' : 'row')};
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  /* A phone keeps its few pixels for the page. */
  padding: clamp(0.75rem, 4vw, 1.5rem);
`;

/** The scrim under the open overlay menu: the page stays where it is, dimmed; a tap on it closes the menu. */
const Scrim = styled.div`
  position: fixed;
  inset: 64px 0 0 0;
  background: rgb(0 0 0 / 35%);
  z-index: 30;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: -999px;
  &:focus { inset-inline-start: 1rem; inset-block-start: 1rem; z-index: 100; background: #fff; color: #000; padding: 0.5rem; }
`;

/** The shell's own server data (theme, publisher profile): the same rules as each area's cache. */
const queryClient = createAreaQueryClient();

/**
 * The signed-in shell: header, sidebar, breadcrumb, the area's content and the theme customizer. Loaded on demand
 * (router.tsx), so that the sign-in pages download neither it nor the query library it uses.
 */
export default function MainShell() {
  return (
    <AreaQueryProvider client={queryClient}>
      <ShellFrame />
    </AreaQueryProvider>
  );
}

function ShellFrame() {
  const { t } = useTranslation('shell');
  const { settings } = useTheme();
  const menu = useOverlayMenu();
  useSidebarBreakpoints();
  useNetworkTheme();
  const horizontal = settings.layout === 'horizontal';
  return (
    <Frame
      $boxed={settings.boxed === 'boxed'}
      data-testid="main-shell"
      data-theme={settings.theme}
      data-layout={settings.layout}
      data-boxed={settings.boxed}
    >
      <SkipLink href="#content">{t('skipToContent')}</SkipLink>
      <ImpersonationBanner />
      <Header />
      <Body $horizontal={horizontal && !menu.overlay}>
        <Sidebar />
        {menu.open ? <Scrim aria-hidden="true" data-testid="menu-scrim" onClick={closeOverlayMenu} /> : null}
        {/* Under the open menu the page is out of reach (inert), as under any modal panel. */}
        <Content id="content" tabIndex={-1} inert={menu.open}>
          <Breadcrumb />
          <Outlet />
        </Content>
      </Body>
      <Customizer />
    </Frame>
  );
}
