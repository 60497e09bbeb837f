import type {
  LinkSettingsInput,
  NetworkSettingsView,
  PostbackSettingsInput,
  PublisherLinkSettings,
} from '@affnet/contracts';
import type { AppContext, Session } from '../shared/context';
import { notFound } from '../shared/errors';
import { audited, networkOf } from './audit';
import { linkFields, postbackFields } from './audited-fields';
import { checkLinkSettings } from './link';
import { networkSettings, saveNetworkSettings } from './network-settings';

async function networkRow(ctx: AppContext, networkId: number) {
  const network = await ctx.platform.networkById(networkId);
  if (!network) throw notFound('Network not found');
  return network;
}

/** Every setting of the caller's network (GET /api/get/network/setting). */
export async function settingsView(ctx: AppContext, session: Session): Promise<NetworkSettingsView> {
  const networkId = networkOf(session);
  const [network, settings] = await Promise.all([networkRow(ctx, networkId), networkSettings(ctx.db, networkId)]);
  return {
    parameter: settings.parameter,
    customParameters: settings.customParameters,
    network_publisher_setting_string: settings.publisherSettingString,
    current_timezone: network.time_zone,
    domain: { dashboard: network.dashboard_domain, tracking: network.tracking_domain },
    postback_approval: settings.postbackApproval,
    export_retention_days: settings.exportRetentionDays,
    fallback_url: network.fallback_url ?? '',
  };
}

/** What shapes a member's tracking links (GET /api/get/publisher/link/settings). */
export async function publisherLinkSettings(ctx: AppContext, session: Session): Promise<PublisherLinkSettings> {
  const networkId = networkOf(session);
  const [network, settings] = await Promise.all([networkRow(ctx, networkId), networkSettings(ctx.db, networkId)]);
  return {
    parameter: settings.parameter,
    customParameters: settings.customParameters,
    network_publisher_setting_string: settings.publisherSettingString,
    tracking_domain: network.tracking_domain ?? network.dashboard_domain,
  };
}

export async function saveLinkSettings(ctx: AppContext, session: Session, input: LinkSettingsInput): Promise<void> {
  const template = checkLinkSettings(input);
  const changes = {
    parameter: input.parameter.trim(),
    custom_parameters: JSON.stringify(input.customParameters.map((p) => ({ name: p.name, value: p.value }))),
    publisher_setting_string: template,
  };
  const networkId = await audited(
    ctx,
    session,
    {
      action: 'setting.link',
      logStatus: input.log_status,
      fallback: 'Tracking link settings saved',
      compare: linkFields,
    },
    async (trx, id) => {
      await saveNetworkSettings(trx, id, changes);
      return id;
    },
  );
  // /click reads the new name for Sub ID 1 at once.
  await ctx.nodes.catalogueChanged(networkId);
}

export async function savePostbackSettings(
  ctx: AppContext,
  session: Session,
  input: PostbackSettingsInput,
): Promise<void> {
  const changes = {
    postback_approval: input.postback_approval ? 1 : 0,
    export_retention_days: input.export_retention_days,
  };
  const fallback =
    `Postback settings saved: approval ${input.postback_approval ? 'required' : 'not required'}, ` +
    `files kept ${input.export_retention_days} days`;
  await audited(
    ctx,
    session,
    { action: 'setting.postbacks', logStatus: input.log_status, fallback, compare: postbackFields },
    (trx, networkId) => saveNetworkSettings(trx, networkId, changes),
  );
}
