import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import { type DialectName, valuesPlaceholders } from '../shared/db/dialect';
import type { ConversionsTable, Database } from '../shared/db/schema';
import { dayNumberOf } from '../shared/zone-offsets';
import { offerConversionsOf } from '../statistics/offer-conversions';

type Db = Kysely<Database> | Transaction<Database>;

/** Clicks and conversions of one network (tenantStore-style: every query is bound to networkId). */
export function trackingStore(db: Db, networkId: number) {
  return {
    networkId,
    acceptedClick: (clickId: string) =>
      db
        .selectFrom('clicks')
        .select(['click_id', 'offer_id', 'publisher_id', 'status'])
        .where('network_id', '=', networkId)
        .where('click_id', '=', clickId)
        .executeTakeFirst(),
    offer: (offerId: number) =>
      db
        .selectFrom('offers')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', '=', offerId)
        .executeTakeFirst(),
    /**
     * Holds the offer's row until the transaction ends (PostgreSQL; SQLite writes one transaction at a time anyway):
     * conversions of a capped offer are counted and recorded one after the other, on every node.
     */
    lockOffer: async (offerId: number, dialect: DialectName) => {
      if (dialect !== 'postgres') return;
      await db
        .selectFrom('offers')
        .select('id')
        .where('network_id', '=', networkId)
        .where('id', '=', offerId)
        .forUpdate()
        .execute();
    },
    conversionByDedupKey: (dedupKey: string) =>
      db
        .selectFrom('conversions')
        .select(['id', 'status'])
        .where('network_id', '=', networkId)
        .where('dedup_key', '=', dedupKey)
        .executeTakeFirst(),
    conversion: (id: number) =>
      db
        .selectFrom('conversions')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .executeTakeFirst(),
    /** Approved + pending conversions of an offer over the local days from..to (YYYY-MM-DD) of the network's zone. */
    offerConversions: async (offerId: number, fromDay: string, toDay: string) => {
      const network = await db
        .selectFrom('networks')
        .select(['time_zone', 'stats_epoch'])
        .where('id', '=', networkId)
        .executeTakeFirstOrThrow();
      const local = { timeZone: network.time_zone, epoch: Number(network.stats_epoch) };
      return offerConversionsOf(db, networkId, local, offerId, dayNumberOf(fromDay), dayNumberOf(toDay));
    },
    insertConversion: async (conversion: Omit<Insertable<ConversionsTable>, 'network_id'>) =>
      (
        await db
          .insertInto('conversions')
          .values({ ...conversion, network_id: networkId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    setConversionStatus: (id: number, status: ConversionsTable['status']) =>
      db.updateTable('conversions').set({ status }).where('network_id', '=', networkId).where('id', '=', id).execute(),
  };
}

const statements = new Map<string, string>();

export interface BulkOptions {
  /** Appended to the INSERT: an ON CONFLICT or RETURNING clause (the same in both dialects). */
  tail?: string;
  rowsPerStatement?: number;
  /** Let the event loop run between statements. */
  yieldBetween?: boolean;
}

/**
 * Multi-row INSERT of plain values through one SQL text per (table, row count): the fast path for click batches,
 * rollup upserts and the demo seed (no query building per row). Rows are arrays in `columns` order.
 * Returns the rows a RETURNING tail gave.
 */
export async function bulkInsert<R = unknown>(
  db: Db,
  dialect: DialectName,
  table: keyof Database,
  columns: readonly string[],
  rows: unknown[][],
  options: BulkOptions = {},
): Promise<R[]> {
  const { tail = '', rowsPerStatement = Math.floor(8000 / columns.length), yieldBetween = false } = options;
  const returned: R[] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    // Other requests get their turn between statements (better-sqlite3 blocks while one runs).
    if (yieldBetween && i > 0) await new Promise((resolve) => setImmediate(resolve));
    const count = Math.min(rowsPerStatement, rows.length - i);
    const key = `${dialect}|${table}|${columns.join(',')}|${count}|${tail}`;
    let text = statements.get(key);
    if (!text) {
      const values = valuesPlaceholders(dialect, count, columns.length);
      text = `insert into ${table} (${columns.join(', ')}) values ${values} ${tail}`;
      if (statements.size > 500) statements.clear();
      statements.set(key, text);
    }
    const parameters: unknown[] = [];
    for (let row = i; row < i + count; row++) for (const value of rows[row]!) parameters.push(value);
    const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters));
    for (const row of result.rows) returned.push(row);
  }
  return returned;
}
