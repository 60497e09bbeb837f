import { changesBetween, recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { networkOf } from './audit';
import { settingsStore } from './store';

/** networks.fallback_url is varchar(500). */
export const FALLBACK_URL_MAX = 500;

/**
 * An http(s) address with a host, or '' for none. No private-target rule: the server never fetches it, the visitor's
 * browser follows the redirect (the offers' destinations are checked the same way, offers/edits.ts). No user:password
 * part: a link that shows one site's name before the '@' and opens another is a phishing pattern browsers warn about.
 */
export function checkFallbackUrl(value: string): string {
  const url = value.trim();
  if (url === '') return '';
  if (url.length > FALLBACK_URL_MAX)
    throw invalidField('fallback_url', ERROR_CODES.invalidUrl, `must be at most ${FALLBACK_URL_MAX} characters`);
  let parsed: URL | null = null;
  try {
    parsed = /^https?:\/\/[^\s]+$/i.test(url) ? new URL(url) : null;
  } catch {
    parsed = null;
  }
  if (!parsed?.hostname || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw invalidField('fallback_url', ERROR_CODES.invalidUrl, 'must be an http(s) URL');
  if (parsed.username || parsed.password)
    throw invalidField('fallback_url', ERROR_CODES.invalidUrl, 'must not carry a user name or password');
  return url;
}

/**
 * Saves where the network's refused clicks go. The audit entry is written in the same transaction, and only when the
 * address changed: a save of the same address records nothing. /click reads the new address at once on every node.
 */
export async function saveFallbackUrl(ctx: AppContext, session: Session, input: string, logStatus?: string) {
  const url = checkFallbackUrl(input);
  const networkId = networkOf(session);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const store = settingsStore(trx, networkId);
    await store.holdNetwork(ctx.dialect);
    const network = await store.fallbackUrl();
    if (!network) throw notFound('Network not found');
    const changes = changesBetween(network, { fallback_url: url || null }, ['fallback_url']);
    if (changes.length === 0) return false;
    await store.setFallbackUrl(url === '' ? null : url);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'setting.fallback',
      logStatus: logStatus?.trim() || (url ? `Fallback URL set to ${url}` : 'Fallback URL removed'),
      changes,
    });
    return true;
  });
  if (changed) await ctx.nodes.catalogueChanged(networkId);
  return changed;
}
