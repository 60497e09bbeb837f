/** The sections of Settings, in the index's order; each is a page of its own at /network/settings/<section>. */
export const SETTINGS_SECTIONS = ['tracking', 'time', 'domains', 'exports', 'postbacks', 'logo', 'company'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The section a path names under the settings' base path; null for the base path itself or an unknown name. */
export function sectionOfPath(pathname: string, basePath: string): SettingsSection | null {
  const rest = pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  return (SETTINGS_SECTIONS as readonly string[]).includes(rest) ? (rest as SettingsSection) : null;
}
