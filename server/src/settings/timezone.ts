import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { zoneChanged } from '../shared/zone-changes';
import { audited } from './audit';
import { timeZoneFields } from './audited-fields';
import { settingsStore } from './store';

let zones: Set<string> | undefined;

/** IANA names the runtime lists (`Intl.supportedValuesOf`), plus UTC. */
export function timeZoneNames(): Set<string> {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones;
}

/** A listed IANA name, or an IANA alias of one (ICU lists Asia/Calcutta; Asia/Kolkata is its current name). */
export function isIanaTimeZone(name: string): boolean {
  if (timeZoneNames().has(name)) return true;
  if (!/^[A-Z][A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(name)) return false;
  try {
    return timeZoneNames().has(new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/**
 * Changes the network's time zone: one row. The rollups are kept in UTC quarter hours, so nothing is re-dated; the
 * local day and hour rollups of the new zone start a new epoch, built from them when first read (the recent days
 * at once, after the answer).
 */
export async function saveTimeZone(ctx: AppContext, session: Session, zone: string, logStatus?: string) {
  if (!isIanaTimeZone(zone))
    throw invalidField('current_timezone', ERROR_CODES.unknownTimeZone, 'is not a known IANA time zone');
  const started = performance.now();
  let previous = '';
  let epoch: number | null = null;
  const networkId = await audited(
    ctx,
    session,
    {
      action: 'setting.timezone',
      logStatus,
      fallback: `Time zone changed to ${zone}`,
      compare: timeZoneFields,
    },
    async (trx, id) => {
      const network = await tenantStore(trx, id).network();
      if (!network) throw notFound('Network not found');
      previous = network.time_zone;
      if (previous === zone) return id;
      epoch = await settingsStore(trx, id).changeTimeZone(zone);
      return id;
    },
  );
  await ctx.nodes.catalogueChanged(networkId);
  if (epoch !== null) zoneChanged(ctx, { networkId, timeZone: zone, epoch });
  return { previous, ms: Math.round(performance.now() - started) };
}
