import type { SidebarType } from '@affnet/contracts';

/** Spec section 9: full and iconbar collapse under 1170 px, overlay under 767 px. */
export const WIDE_BREAKPOINT = 1170;
export const MOBILE_BREAKPOINT = 767;

/** The sidebar type in force for a window width, given the theme's chosen type. */
export function sidebarTypeForWidth(chosen: SidebarType, width: number): SidebarType {
  if ((chosen === 'full' || chosen === 'iconbar') && width < WIDE_BREAKPOINT) return 'mini-sidebar';
  if (chosen === 'overlay' && width < MOBILE_BREAKPOINT) return 'mini-sidebar';
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
