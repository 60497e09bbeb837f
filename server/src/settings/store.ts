import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import type { Database, NetworkSettingsTable } from '../shared/db/schema';

export type NetworkSettingsRow = Omit<Insertable<NetworkSettingsTable>, 'network_id'>;

/** The settings of one network (networks.id): its own row's fallback, time zone and currency, and network_settings. */
export function settingsStore(db: Kysely<Database>, networkId: number) {
  return {
    /**
     * Holds the network's row until the transaction ends (on PostgreSQL; SQLite writes one at a time), so that two
     * saves of the same setting compare against each other's result.
     */
    holdNetwork: async (dialect: DialectName) => {
      if (dialect === 'postgres')
        await db.selectFrom('networks').select('id').where('id', '=', networkId).forUpdate().execute();
    },
    fallbackUrl: () => db.selectFrom('networks').select('fallback_url').where('id', '=', networkId).executeTakeFirst(),
    setFallbackUrl: (url: string | null) =>
      db.updateTable('networks').set({ fallback_url: url }).where('id', '=', networkId).execute(),

    /** A new zone starts a new epoch of the local rollups (statistics/local-stats.ts); answers that epoch. */
    changeTimeZone: async (zone: string) =>
      Number(
        (
          await db
            .updateTable('networks')
            .set((eb) => ({ time_zone: zone, stats_epoch: eb('stats_epoch', '+', 1) }))
            .where('id', '=', networkId)
            .returning('stats_epoch')
            .executeTakeFirstOrThrow()
        ).stats_epoch,
      ),

    setReportingCurrency: (currency: string) =>
      db.updateTable('networks').set({ reporting_currency: currency }).where('id', '=', networkId).execute(),

    /** The network's row of network_settings; none until it first saves one. */
    networkSettings: () =>
      db.selectFrom('network_settings').selectAll().where('network_id', '=', networkId).executeTakeFirst(),
    /** Writes some settings, creating the row (the others at their defaults) when there is none. */
    saveNetworkSettings: (changes: Partial<NetworkSettingsRow>, updatedAt: string) =>
      db
        .insertInto('network_settings')
        .values({ ...changes, network_id: networkId, updated_at: updatedAt })
        .onConflict((oc) => oc.column('network_id').doUpdateSet({ ...changes, updated_at: updatedAt }))
        .execute(),
  };
}
