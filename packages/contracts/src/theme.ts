export type Skin = 'skin1' | 'skin2' | 'skin3' | 'skin4' | 'skin5' | 'skin6';
export type SidebarType = 'full' | 'iconbar' | 'overlay' | 'mini-sidebar';
export type Position = 'fixed' | 'absolute';

/** A network's theme settings (spec section 3). */
export interface ThemeSettings {
  theme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
  layout: 'vertical' | 'horizontal';
  boxed: 'full' | 'boxed';
  navbarbg: Skin;
  sidebarbg: Skin;
  logobg: Skin;
  sidebartype: SidebarType;
  sidebarpos: Position;
  headerpos: Position;
}

export const SKINS: readonly Skin[] = ['skin1', 'skin2', 'skin3', 'skin4', 'skin5', 'skin6'];

/**
 * Background and text colour of each skin (navbar, sidebar and logo area). skin6 is the light one. Here rather than in
 * @affnet/ui so that the server's pages (the refused-click page) wear the network's colours from the same table.
 */
export const SKIN_COLORS: Record<Skin, { bg: string; fg: string }> = {
  skin1: { bg: '#1e4db7', fg: '#ffffff' },
  skin2: { bg: '#0b7a75', fg: '#ffffff' },
  skin3: { bg: '#2a3547', fg: '#ffffff' },
  skin4: { bg: '#6d28d9', fg: '#ffffff' },
  skin5: { bg: '#b42318', fg: '#ffffff' },
  skin6: { bg: '#ffffff', fg: '#1f2937' },
};

/** On a dark theme the light skin would glare; it follows the page instead. */
export const DARK_SKIN6 = { bg: '#1b2433', fg: '#e5e7eb' };

/** The allowed values of every theme field, for validation on both sides. */
export const THEME_OPTIONS: { readonly [K in keyof ThemeSettings]: readonly ThemeSettings[K][] } = {
  theme: ['light', 'dark'],
  dir: ['ltr', 'rtl'],
  layout: ['vertical', 'horizontal'],
  boxed: ['full', 'boxed'],
  navbarbg: SKINS,
  sidebarbg: SKINS,
  logobg: SKINS,
  sidebartype: ['full', 'iconbar', 'overlay', 'mini-sidebar'],
  sidebarpos: ['fixed', 'absolute'],
  headerpos: ['fixed', 'absolute'],
};

/** Spec section 9: light, ltr, vertical, full width, sidebar full, fixed sidebar and header, navbar skin1, sidebar and logo skin6. */
export const DEFAULT_THEME: ThemeSettings = {
  theme: 'light',
  dir: 'ltr',
  layout: 'vertical',
  boxed: 'full',
  navbarbg: 'skin1',
  sidebarbg: 'skin6',
  logobg: 'skin6',
  sidebartype: 'full',
  sidebarpos: 'fixed',
  headerpos: 'fixed',
};
