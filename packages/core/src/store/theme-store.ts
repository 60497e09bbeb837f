import { DEFAULT_THEME, type ThemeSettings } from '@affnet/contracts';
import { create } from 'zustand';
import { resizeSidebar, type SidebarState, sidebarTypeForWidth, toggleSidebar } from './sidebar';

/** The white-label identity of the network that owns this host: shown in the header and on the login page. */
export interface Brand {
  networkId: string | null;
  companyName: string;
  logoUrl: string | null;
}

interface ThemeState {
  brand: Brand;
  setBrand: (brand: Brand) => void;
  /** The IANA time zone of the network that owns this host (from its branding): every time shown is in it. */
  timeZone: string;
  setTimeZone: (timeZone: string) => void;
  settings: ThemeSettings;
  sidebar: SidebarState;
  customizerOpen: boolean;
  /** Replaces the settings (loaded from the server or changed in the customizer) and re-derives the sidebar. */
  setSettings: (settings: ThemeSettings, width?: number) => void;
  /** Applies the breakpoint rules for a new window width. */
  resize: (width: number) => void;
  toggleSidebar: () => void;
  setCustomizerOpen: (open: boolean) => void;
}

const windowWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

export const useTheme = create<ThemeState>((set) => ({
  brand: { networkId: null, companyName: 'affnet', logoUrl: null },
  setBrand: (brand) => set({ brand }),
  timeZone: 'UTC',
  setTimeZone: (timeZone) => set({ timeZone }),
  settings: DEFAULT_THEME,
  sidebar: { current: sidebarTypeForWidth(DEFAULT_THEME.sidebartype, windowWidth()), mobileOpen: false },
  customizerOpen: false,
  setSettings: (settings, width = windowWidth()) =>
    set({ settings, sidebar: { current: sidebarTypeForWidth(settings.sidebartype, width), mobileOpen: false } }),
  // The same state back when nothing changes: a resize event then re-renders nothing.
  resize: (width) =>
    set((s) => {
      const sidebar = resizeSidebar(s.sidebar, s.settings.sidebartype, width);
      return sidebar === s.sidebar ? s : { sidebar };
    }),
  toggleSidebar: () => set((s) => ({ sidebar: toggleSidebar(s.sidebar, s.settings.sidebartype) })),
  setCustomizerOpen: (customizerOpen) => set({ customizerOpen }),
}));
