import type { ThemeSettings } from '@affnet/contracts';
import { DARK_SKIN6, SKIN_COLORS } from './skins';

const LIGHT = {
  page: '#f3f5f9',
  surface: '#ffffff',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#d5dae3',
  primary: '#1e4db7',
  primaryText: '#ffffff',
  danger: '#b42318',
  success: '#067647',
  focus: '#1e4db7',
};

const DARK: typeof LIGHT = {
  page: '#111827',
  surface: '#1b2433',
  text: '#e5e7eb',
  muted: '#aeb6c4',
  border: '#374151',
  primary: '#7aa2ff',
  primaryText: '#0b1220',
  danger: '#ff8a80',
  success: '#6ee7b7',
  focus: '#9bb9ff',
};

export type Palette = typeof LIGHT;

/** The styled-components theme: the network's settings plus the colours they resolve to. */
export interface AppTheme {
  settings: ThemeSettings;
  colors: Palette;
  navbar: { bg: string; fg: string };
  sidebar: { bg: string; fg: string };
  logo: { bg: string; fg: string };
  radius: string;
  font: string;
}

export function buildTheme(settings: ThemeSettings): AppTheme {
  const dark = settings.theme === 'dark';
  const skin = (name: ThemeSettings['navbarbg']) => (dark && name === 'skin6' ? DARK_SKIN6 : SKIN_COLORS[name]);
  return {
    settings,
    colors: dark ? DARK : LIGHT,
    navbar: skin(settings.navbarbg),
    sidebar: skin(settings.sidebarbg),
    logo: skin(settings.logobg),
    radius: '6px',
    font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  };
}
