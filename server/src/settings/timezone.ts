import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { trackingOf } from '../tracking/tracking';
import { audited } from './audit';
import { rebuildStatistics } from './rebuild';

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
 * Changes the network's time zone and re-dates its statistics in the same transaction. Saving the current zone
 * again re-runs the rebuild (it repairs clicks that arrived with the old zone while a change was running).
 */
export async function saveTimeZone(ctx: AppContext, session: Session, zone: string, logStatus?: string) {
  if (!isIanaTimeZone(zone))
    throw invalidField('current_timezone', ERROR_CODES.unknownTimeZone, 'is not a known IANA time zone');
  const tracking = trackingOf(ctx);
  await tracking.writer.flush();
  const started = performance.now();
  let oldZone = '';
  let rebuild: Awaited<ReturnType<typeof rebuildStatistics>> | undefined;
  const networkId = await audited(
    ctx,
    session,
    {
      action: 'setting.timezone',
      logStatus,
      fallback: `Time zone changed to ${zone}`,
      details: { current_timezone: zone },
    },
    async (trx, id) => {
      const store = tenantStore(trx, id);
      const network = await store.network();
      if (!network) throw notFound('Network not found');
      oldZone = network.time_zone;
      await store.updateNetworkSettings({ time_zone: zone });
      rebuild = await rebuildStatistics(trx, id, zone);
      return id;
    },
  );
  tracking.invalidate(networkId);
  return { previous: oldZone, ms: Math.round(performance.now() - started), rebuild };
}
