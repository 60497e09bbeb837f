import type { AppContext } from './context';

/** A network's new time zone and the epoch its local rollups start in it (networks.stats_epoch). */
export interface ZoneChange {
  networkId: number;
  timeZone: string;
  epoch: number;
}

type ZoneChangeFollower = (ctx: AppContext, change: ZoneChange) => Promise<void>;

const followers: { name: string; follow: ZoneChangeFollower }[] = [];

/**
 * Work that follows a change of a network's time zone, registered by the area it belongs to: statistics builds the
 * new zone's recent local rollups (statistics/local-stats.ts). Settings changes the zone but sits below statistics
 * (statistics reads its settings), so it cannot call statistics itself.
 */
export function followZoneChanges(name: string, follow: ZoneChangeFollower): void {
  if (!followers.some((follower) => follower.name === name)) followers.push({ name, follow });
}

/** Runs each follower after the answer (ctx.background): a change of zone never waits for a build. */
export function zoneChanged(ctx: AppContext, change: ZoneChange): void {
  for (const { name, follow } of followers) ctx.background.run(name, () => follow(ctx, change));
}
