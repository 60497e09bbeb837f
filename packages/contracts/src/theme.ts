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
