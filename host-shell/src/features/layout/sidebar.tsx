import type { SidebarType } from '@affnet/contracts';
import { useSession, useTheme } from '@affnet/core';
import { type MouseEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useAreas } from '../areas/areas-store';
import { sidebarFor } from '../menu/sidebar-entries';
import { AccountManagerCard } from './account-manager-card';
import { type MenuLook, SidebarMenu } from './sidebar-menu';
import { OVERLAY_WIDTH, SIDEBAR_WIDTH } from './sidebar-width';
import { closeOverlayMenu, useOverlayFocus, useOverlayMenu } from './use-overlay-menu';

const Panel = styled.nav<{ $width: number; $overlay: boolean; $open: boolean; $horizontal: boolean }>`
  background: ${(p) => p.theme.sidebar.bg};
  color: ${(p) => p.theme.sidebar.fg};
  flex-shrink: 0;
  z-index: 40;
  ${(p) =>
    p.$horizontal
      ? css`
          width: 100%;
        `
      : css`
          width: ${p.$width}px;
          min-height: calc(100vh - 64px);
          border-inline-end: 1px solid ${p.theme.colors.border};
          position: ${p.theme.settings.sidebarpos === 'fixed' ? 'sticky' : 'relative'};
          inset-block-start: ${p.theme.settings.headerpos === 'fixed' ? '64px' : '0'};
          align-self: flex-start;
          max-height: ${p.theme.settings.sidebarpos === 'fixed' ? 'calc(100vh - 64px)' : 'none'};
          overflow-y: ${p.$width >= 250 ? 'auto' : 'visible'};
        `}
  ${(p) =>
    p.$overlay &&
    css`
      /* Fixed over the page, never beside it: the page keeps the screen's width whether the menu is open or not. */
      position: fixed;
      inset-block: 64px auto;
      inset-inline-start: 0;
      width: min(${OVERLAY_WIDTH}px, 85vw);
      /* The screen's height below the header, whatever the content's: a long menu scrolls inside (a phone's browser
         lays fixed boxes out against a taller viewport than the one shown). */
      height: calc(100dvh - 64px);
      min-height: 0;
      max-height: none;
      overflow-y: auto;
      overscroll-behavior: contain;
      transform: translateX(${p.$open ? '0' : p.theme.settings.dir === 'rtl' ? '100%' : '-100%'});
      transition: transform 0.2s ease;
      visibility: ${p.$open ? 'visible' : 'hidden'};
      box-shadow: ${p.$open ? '0 0 24px rgb(0 0 0 / 25%)' : 'none'};
    `}
`;

/** How the menu draws its entries: the overlay (a phone's menu) has the room of a full sidebar. */
function lookOf(current: SidebarType, horizontal: boolean): MenuLook {
  if (horizontal) return 'row';
  if (current === 'mini-sidebar') return 'icons';
  if (current === 'iconbar') return 'iconbar';
  return 'full';
}

/** A link chosen in the overlay menu closes it, even the page already open (no change of path to close it). */
function closeOnLink(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest('a[href]')) closeOverlayMenu();
}

/** The left sidebar (or the top menu in the horizontal layout): the loaded areas' entries for the user's role. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const permissions = useSession((s) => s.permissions);
  const areas = useAreas((s) => s.areas);
  const entries = useMemo(() => sidebarFor(areas, permissions), [areas, permissions]);
  const { sidebar, settings } = useTheme();
  const { overlay, open } = useOverlayMenu();
  const panel = useRef<HTMLElement>(null);
  useOverlayFocus(panel, open);
  const horizontal = settings.layout === 'horizontal' && !overlay;
  const look = lookOf(sidebar.current, horizontal);
  return (
    <Panel
      ref={panel}
      aria-label={t('sidebar')}
      data-testid="sidebar"
      data-sidebartype={sidebar.current}
      data-open={overlay ? open : undefined}
      $width={SIDEBAR_WIDTH[sidebar.current]}
      $overlay={overlay}
      $open={open}
      $horizontal={horizontal}
      onClick={overlay ? closeOnLink : undefined}
    >
      <SidebarMenu items={entries} look={look} />
      {permissions.includes('publisher') && look === 'full' ? <AccountManagerCard /> : null}
    </Panel>
  );
}
