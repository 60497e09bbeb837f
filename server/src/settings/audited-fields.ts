import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { notFound } from '../shared/errors';
import type { SettingReader } from './audit';
import { networkSettings } from './network-settings';

/*
 * What each settings save shows in the audit log, read as the owner sees it: a list as a list of words, a flag as a
 * boolean, never the stored JSON. `audited` reads these before and after a save to record before → after.
 */

async function networkRow(trx: Kysely<Database>, networkId: number) {
  const network = await tenantStore(trx, networkId).network();
  if (!network) throw notFound('Network not found');
  return network;
}

export const linkFields: SettingReader = async (trx, networkId) => {
  const settings = await networkSettings(trx, networkId);
  return {
    parameter: settings.parameter,
    custom_parameters: settings.customParameters.map((p) => `${p.name}=${p.value}`),
    publisher_setting_string: settings.publisherSettingString,
  };
};

export const postbackFields: SettingReader = async (trx, networkId) => {
  const settings = await networkSettings(trx, networkId);
  return { postback_approval: settings.postbackApproval, export_retention_days: settings.exportRetentionDays };
};

export const offerColumnFields: SettingReader = async (trx, networkId) => ({
  offer_columns: (await networkSettings(trx, networkId)).offerSettingKeys,
});

export const reportColumnFields: SettingReader = async (trx, networkId) => ({
  report_columns: (await networkSettings(trx, networkId)).reportSettingKeys,
});

export const timeZoneFields: SettingReader = async (trx, networkId) => ({
  current_timezone: (await networkRow(trx, networkId)).time_zone,
});

export const domainFields: SettingReader = async (trx, networkId) => {
  const network = await networkRow(trx, networkId);
  return { dashboard_domain: network.dashboard_domain, tracking_domain: network.tracking_domain };
};

export const reportingCurrencyFields: SettingReader = async (trx, networkId) => ({
  reporting_currency: (await networkRow(trx, networkId)).reporting_currency,
});
