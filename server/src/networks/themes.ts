import { THEME_OPTIONS, type ThemeSettings } from '@affnet/contracts';
import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, forbidden, invalidField } from '../shared/errors';
import { networkVisibleTo } from './networks';
import { isAllowed, parseTheme, THEME_KEYS } from './theme-settings';

export async function readTheme(ctx: AppContext, session: Session, slug: string): Promise<ThemeSettings> {
  const network = await networkVisibleTo(ctx, session, slug);
  return parseTheme(network.theme);
}

/** Merges the given settings over the stored theme of the caller's own network. */
export async function saveTheme(ctx: AppContext, session: Session, slug: string, settings: Partial<ThemeSettings>) {
  if (session.user.network_id === null) throw forbidden();
  const network = await networkVisibleTo(ctx, session, slug);
  const merged = parseTheme(network.theme);
  for (const key of THEME_KEYS) {
    const value = settings[key];
    if (value === undefined) continue;
    if (!isAllowed(key, value)) {
      const allowed = THEME_OPTIONS[key].join(', ');
      throw invalidField(`settings.${key}`, ERROR_CODES.notOneOf, `must be one of ${allowed}`, { allowed });
    }
    Object.assign(merged, { [key]: value });
  }
  await tenantStore(ctx.db, session.user.network_id).updateNetwork({ theme: JSON.stringify(merged) });
  return merged;
}
