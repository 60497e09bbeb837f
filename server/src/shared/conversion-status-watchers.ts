import type { Kysely } from 'kysely';
import type { ConversionsTable, Database } from './db/schema';

type Status = ConversionsTable['status'];

/** A conversion's status changed by the owner, seen inside the change's own transaction. */
export interface ConversionStatusChange {
  networkId: number;
  conversion: { id: number; publisher_id: number; currency: string; payout: number; withheld: number; status: Status };
  status: Status;
}

type Watcher = (trx: Kysely<Database>, change: ConversionStatusChange) => Promise<void>;

/*
 * Areas above conversions that must follow a status change (settlement: a conversion an approved invoice holds becomes
 * an adjustment on the next one) register here, so that conversions need not import them (no area cycle). A watcher
 * runs in the change's transaction: what it writes commits or rolls back with the change.
 */
const watchers = new Set<Watcher>();

export function watchConversionStatus(watcher: Watcher): void {
  watchers.add(watcher);
}

export async function conversionStatusChanged(trx: Kysely<Database>, change: ConversionStatusChange): Promise<void> {
  for (const watcher of watchers) await watcher(trx, change);
}
