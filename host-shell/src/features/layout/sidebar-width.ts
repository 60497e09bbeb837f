import type { SidebarType } from '@affnet/contracts';

/** Width of the sidebar column for each type; an overlay takes no column, it slides over the page. */
export const SIDEBAR_WIDTH: Record<SidebarType, number> = {
  full: 250,
  iconbar: 110,
  'mini-sidebar': 72,
  overlay: 0,
};

/** Width of the overlay menu when it is open. */
export const OVERLAY_WIDTH = 250;
