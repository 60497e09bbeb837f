import { THEME_AUDIT_FIELDS, THEME_OPTIONS, type ThemeAuditField, type ThemeSettings } from '@affnet/contracts';
import { changesBetween, recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { ERROR_CODES, forbidden, invalidField, notFound } from '../shared/errors';
import { networkVisibleTo } from './networks';
import { networkStore } from './store';
import { isAllowed, parseTheme, THEME_KEYS } from './theme-settings';

export async function readTheme(ctx: AppContext, session: Session, slug: string): Promise<ThemeSettings> {
  const network = await networkVisibleTo(ctx, session, slug);
  return parseTheme(network.theme);
}

/** The given settings, each checked against its allowed values (a 400 naming the field). */
function checkedTheme(settings: Partial<ThemeSettings>): Partial<ThemeSettings> {
  const checked: Partial<ThemeSettings> = {};
  for (const key of THEME_KEYS) {
    const value = settings[key];
    if (value === undefined) continue;
    if (!isAllowed(key, value)) {
      const allowed = THEME_OPTIONS[key].join(', ');
      throw invalidField(`settings.${key}`, ERROR_CODES.notOneOf, `must be one of ${allowed}`, { allowed });
    }
    Object.assign(checked, { [key]: value });
  }
  return checked;
}

/** A theme keyed as the audit log names its fields (`theme.navbarbg`). */
const asAuditFields = (theme: ThemeSettings) =>
  Object.fromEntries(THEME_KEYS.map((key) => [`theme.${key}`, theme[key]])) as Record<ThemeAuditField, string>;

/**
 * Merges the given settings over the stored theme of the caller's own network. The stored theme is read under the
 * network row's lock (PostgreSQL; SQLite writes one transaction at a time), so two saves at once keep both changes;
 * the audit entry records each changed field before → after, and a save that changes nothing records nothing.
 */
export async function saveTheme(ctx: AppContext, session: Session, slug: string, settings: Partial<ThemeSettings>) {
  const networkId = session.user.network_id;
  if (networkId === null) throw forbidden();
  await networkVisibleTo(ctx, session, slug);
  const checked = checkedTheme(settings);
  return ctx.db.transaction().execute(async (trx) => {
    const store = networkStore(trx, networkId);
    const network = await store.storedTheme(ctx.dialect === 'postgres');
    if (!network) throw notFound('Network not found');
    const before = parseTheme(network.theme);
    const merged = { ...before, ...checked };
    const changes = changesBetween(asAuditFields(before), asAuditFields(merged), THEME_AUDIT_FIELDS);
    if (changes.length === 0) return merged;
    await store.setTheme(JSON.stringify(merged));
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'setting.theme',
      logStatus: `Theme changed: ${changes.map((c) => `${c.field.slice('theme.'.length)} ${c.after}`).join(', ')}`,
      changes,
    });
    return merged;
  });
}
