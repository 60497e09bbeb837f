import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { networksOnHost, ownerAmong } from './network-hosts';

/** One host that two networks hold: `kept` answers on it, `ignored`'s claim is ignored by every look-up. */
export interface HostConflict {
  host: string;
  kept: string;
  ignored: string;
}

/** Hosts that more than one network holds (as dashboard or tracking domain): rows saved before the host rules. */
async function sharedHosts(db: Kysely<Database>): Promise<string[]> {
  const claims = db
    .selectFrom('networks')
    .select(['id', 'dashboard_domain as host'])
    .unionAll(
      db
        .selectFrom('networks')
        .select(['id', 'tracking_domain as host'])
        .where('tracking_domain', 'is not', null)
        .$narrowType<{ host: string }>(),
    );
  const rows = await db
    .selectFrom(claims.as('claims'))
    .select('host')
    .groupBy('host')
    .having((eb) => eb.fn.count('id').distinct(), '>', 1)
    .orderBy('host')
    .execute();
  return rows.map((row) => row.host);
}

/** Every host held by several networks, with the network that keeps it (network-hosts.ts ownerAmong). */
export async function hostConflicts(db: Kysely<Database>, baseDomain: string): Promise<HostConflict[]> {
  const conflicts: HostConflict[] = [];
  for (const host of await sharedHosts(db)) {
    const holders = await networksOnHost(db, host);
    const kept = ownerAmong(holders, host, baseDomain);
    if (!kept) continue;
    for (const other of holders) {
      if (other.id !== kept.id) conflicts.push({ host, kept: kept.network_id, ignored: other.network_id });
    }
  }
  return conflicts;
}

/**
 * Warns at start of each host two networks hold, naming both: the look-ups already ignore the newer claim, and
 * only the operator can tell the network that lost it (or give it back by changing the other's domain).
 */
export async function reportHostConflicts(
  db: Kysely<Database>,
  baseDomain: string,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const conflict of await hostConflicts(db, baseDomain)) {
    const { host, kept, ignored } = conflict;
    log.warn(
      conflict,
      `host ${host} is held by networks ${kept} and ${ignored}: ${kept} answers on it, ${ignored}'s claim is ignored`,
    );
  }
}
