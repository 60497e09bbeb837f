import { now } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { localDayOf } from '../shared/time-zones';
import { dayNumberOf } from '../shared/zone-offsets';
import { ensureLocalDays, type LocalStats } from '../statistics/local-stats';
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

/** Days before today whose local rollups are built right after a change: the dashboard's and the caps' days. */
const BUILT_AHEAD_DAYS = 62;

/** A pause after each day built after a change: requests' queries pass in between (SQLite runs one at a time). */
const PAUSE_MS = 20;

/** The recent days of the new zone's epoch, one at a time from today back; a later change of zone stops it. */
async function buildRecentDays(ctx: AppContext, networkId: number, local: LocalStats) {
  const today = dayNumberOf(localDayOf(now(), local.timeZone));
  for (let day = today; day >= today - BUILT_AHEAD_DAYS; day--) {
    const network = await tenantStore(ctx.db, networkId).network();
    if (Number(network?.stats_epoch) !== local.epoch) return;
    await ensureLocalDays(ctx.db, ctx.dialect, networkId, local, day, day);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
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
  if (epoch !== null) {
    const local = { timeZone: zone, epoch };
    ctx.background.run('local rollups of the new time zone', () => buildRecentDays(ctx, networkId, local));
  }
  return { previous, ms: Math.round(performance.now() - started) };
}
