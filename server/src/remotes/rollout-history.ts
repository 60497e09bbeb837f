import type { RemoteEarlierRelease } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { remoteStore } from './store';

/** How many earlier releases a rollout lists: enough to step over a few broken ones. */
const EARLIER_KEPT = 10;

export interface Served {
  version: string;
  served_from: string;
}

const keyOf = (remote: string, networkId: number | null) => `${remote} ${networkId ?? 'default'}`;

/** What each rollout (by `<remote> <network id | default>`) served, oldest first. */
export async function servedByRollout(db: Kysely<Database>, remote?: string): Promise<Map<string, Served[]>> {
  const served = new Map<string, Served[]>();
  for (const row of await remoteStore(db).servedHistory(remote || undefined)) {
    const key = keyOf(row.remote, row.network_id === null ? null : Number(row.network_id));
    served.set(key, [...(served.get(key) ?? []), { version: row.version, served_from: row.served_from }]);
  }
  return served;
}

export const servedOf = (served: Map<string, Served[]>, remote: string, networkId: number | null) =>
  served.get(keyOf(remote, networkId)) ?? [];

/** The other releases a rollout served, newest first, each once (when it last started serving). */
export function earlierReleases(served: Served[], current: string): RemoteEarlierRelease[] {
  const seen = new Set([current]);
  const earlier: RemoteEarlierRelease[] = [];
  for (const entry of [...served].reverse()) {
    if (seen.has(entry.version)) continue;
    seen.add(entry.version);
    earlier.push({ version: entry.version, served_from: entry.served_from });
  }
  return earlier.slice(0, EARLIER_KEPT);
}

/**
 * Notes the stable releases a rollout's change makes it serve: what it inherited before its first change of its
 * own (the platform default it followed), then its new release; a release already the newest entry is not repeated.
 */
export async function recordServed(
  trx: Kysely<Database>,
  remote: string,
  networkId: number | null,
  steps: Served[],
): Promise<void> {
  const store = remoteStore(trx);
  let newest = await store.lastServed(networkId, remote);
  for (const step of steps) {
    if (step.version === newest) continue;
    await store.noteServed({ network_id: networkId, remote, version: step.version, served_from: step.served_from });
    newest = step.version;
  }
}
