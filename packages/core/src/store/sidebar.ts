import type { SidebarType } from '@affnet/contracts';

/**
 * Spec section 9: full and iconbar collapse under 1170 px; 767 px is the overlay's. Under 767 px (a phone) every type
 * is the overlay menu, closed until asked for (issue 28): a permanent rail there left the page 254 px of 390.
 */
export const WIDE_BREAKPOINT = 1170;
export const MOBILE_BREAKPOINT = 767;

/** The sidebar type in force for a window width, given the theme's chosen type. */
export function sidebarTypeForWidth(chosen: SidebarType, width: number): SidebarType {
  if (width < MOBILE_BREAKPOINT) return 'overlay';
  if ((chosen === 'full' || chosen === 'iconbar') && width < WIDE_BREAKPOINT) return 'mini-sidebar';
  return chosen;
}

export interface SidebarState {
  current: SidebarType;
  /** Whether the overlay (mobile) menu is open. */
  mobileOpen: boolean;
}

/** The toggle: full/iconbar → mini-sidebar, overlay flips its menu, mini-sidebar → the chosen type. */
export function toggleSidebar(state: SidebarState, chosen: SidebarType): SidebarState {
  switch (state.current) {
    case 'full':
    case 'iconbar':
      return { ...state, current: 'mini-sidebar' };
    case 'overlay':
      return { ...state, mobileOpen: !state.mobileOpen };
    case 'mini-sidebar':
      return { ...state, current: chosen };
  }
}

/** A new window width: the type for it; a change of type closes the overlay menu (it belonged to the other type). */
export function resizeSidebar(state: SidebarState, chosen: SidebarType, width: number): SidebarState {
  const current = sidebarTypeForWidth(chosen, width);
  return current === state.current ? state : { current, mobileOpen: false };
}
