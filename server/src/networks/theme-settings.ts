import { DEFAULT_THEME, THEME_OPTIONS, type ThemeSettings } from '@affnet/contracts';

export const THEME_KEYS = Object.keys(THEME_OPTIONS) as (keyof ThemeSettings)[];

export function isAllowed<K extends keyof ThemeSettings>(key: K, value: unknown): value is ThemeSettings[K] {
  return (THEME_OPTIONS[key] as readonly unknown[]).includes(value);
}

/** A stored theme, with any missing or unknown value replaced by the default. */
export function parseTheme(text: string): ThemeSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const theme = { ...DEFAULT_THEME };
  for (const key of THEME_KEYS) {
    const value = stored[key];
    if (isAllowed(key, value)) Object.assign(theme, { [key]: value });
  }
  return theme;
}
