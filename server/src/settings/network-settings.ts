import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database, NetworkSettingsTable } from '../shared/db/schema';
import { settingsStore } from './store';

/** A network's settings with their defaults when it has never saved any. */
export interface NetworkSettings {
  parameter: string;
  customParameters: { name: string; value: string }[];
  publisherSettingString: string;
  offerSettingKeys: string[];
  reportSettingKeys: string[];
  postbackApproval: boolean;
  exportRetentionDays: number;
}

export async function networkSettings(db: Kysely<Database>, networkId: number): Promise<NetworkSettings> {
  const row = await settingsStore(db, networkId).networkSettings();
  return {
    parameter: row?.parameter ?? '',
    customParameters: JSON.parse(row?.custom_parameters ?? '[]'),
    publisherSettingString: row?.publisher_setting_string ?? '',
    offerSettingKeys: JSON.parse(row?.offer_setting_keys ?? '[]'),
    reportSettingKeys: JSON.parse(row?.report_setting_keys ?? '[]'),
    postbackApproval: row?.postback_approval === 1,
    exportRetentionDays: row?.export_retention_days ?? 7,
  };
}

export type NetworkSettingsChanges = Partial<Omit<Insertable<NetworkSettingsTable>, 'network_id' | 'updated_at'>>;

/** Writes some settings of a network, creating its row with the defaults first when it has none. */
export async function saveNetworkSettings(
  db: Kysely<Database>,
  networkId: number,
  changes: NetworkSettingsChanges,
): Promise<void> {
  await settingsStore(db, networkId).saveNetworkSettings(changes, nowIso());
}
