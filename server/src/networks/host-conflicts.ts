import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { hostStore } from './host-store';
import { ownerAmong } from './network-hosts';

/** One host that two networks hold: `kept` answers on it, `ignored`'s claim is ignored by every look-up. */
export interface HostConflict {
  host: string;
  kept: string;
  ignored: string;
}

/** Every host held by several networks, with the network that keeps it (network-hosts.ts ownerAmong). */
export async function hostConflicts(db: Kysely<Database>, baseDomain: string): Promise<HostConflict[]> {
  const conflicts: HostConflict[] = [];
  const store = hostStore(db);
  for (const host of await store.sharedHosts()) {
    const holders = await store.networksOnHost(host);
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
