import { MOBILE_BREAKPOINT, useTheme } from '@affnet/core';
import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/** The header's ☰ button: where focus goes back when the overlay menu closes. */
export const MENU_TOGGLE_ID = 'menu-toggle';

const onResize = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

/** Whether the window is a phone's (under 767 px): there the menu is an overlay in the horizontal layout too. */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    onResize,
    () => window.innerWidth < MOBILE_BREAKPOINT,
    () => false,
  );
}

/** Whether the menu slides over the page instead of taking a column (or a row), and whether it is open. */
export function useOverlayMenu(): { overlay: boolean; open: boolean } {
  const current = useTheme((s) => s.sidebar.current);
  const mobileOpen = useTheme((s) => s.sidebar.mobileOpen);
  const horizontal = useTheme((s) => s.settings.layout === 'horizontal');
  const phone = usePhoneWidth();
  const overlay = current === 'overlay' && (!horizontal || phone);
  return { overlay, open: overlay && mobileOpen };
}

/** Closes the overlay menu if it is open (the store only knows the toggle). */
export function closeOverlayMenu(): void {
  const { sidebar, toggleSidebar } = useTheme.getState();
  if (sidebar.current === 'overlay' && sidebar.mobileOpen) toggleSidebar();
}

/**
 * The open overlay menu behaves as a modal panel: focus goes to its first link, Escape closes it, a page chosen in
 * it closes it, and on closing focus goes back to the ☰ button that opened it.
 */
export function useOverlayFocus(panel: RefObject<HTMLElement | null>, open: boolean): void {
  const { pathname } = useLocation();
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      // The menu opens at its top, where its first link takes the focus without scrolling the panel sliding in.
      if (panel.current) panel.current.scrollTop = 0;
      panel.current?.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    document.getElementById(MENU_TOGGLE_ID)?.focus();
  }, [open, panel]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOverlayMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(closeOverlayMenu, [pathname]);
}
