import type {
  AuditLogEntry,
  DomainInput,
  Envelope,
  ForwardingInput,
  LinkSettingsInput,
  NetworkSettingsView,
  Page,
  PostbackForwardingSetting,
  PostbackSettingsInput,
  PublisherLinkSettings,
  SettingKeys,
} from '@affnet/contracts';
import { call, http } from '@affnet/core';

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

export type ExportKind = 'offer' | 'report';

/** Owner: every setting of the network. */
export const getNetworkSettings = () => payloadOf<NetworkSettingsView>(http.get('/api/get/network/setting'));

/** Any member: what shapes the tracking links. */
export const getPublisherLinkSettings = () =>
  payloadOf<PublisherLinkSettings>(http.get('/api/get/publisher/link/settings'));

/** The saves answer the envelope: its msg is the toast. */
export const saveLinkSettings = (input: LinkSettingsInput) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/save', input));

export const saveDomains = (input: DomainInput) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/savedomain', input));

export const saveTimeZone = (current_timezone: string, log_status?: string) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/save/timezone', { current_timezone, log_status }));

export const savePostbackSettings = (input: PostbackSettingsInput) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/postbacks', input));

export const getExportKeys = (kind: ExportKind) => payloadOf<SettingKeys>(http.get(`/api/get/${kind}/setting/keys`));

export const saveExportKeys = (kind: ExportKind, keys: string[], log_status?: string) =>
  call<SettingKeys>(http.post(`/api/network/${kind}/setting/keys`, { keys, log_status }));

export const getForwardingSettings = () =>
  payloadOf<PostbackForwardingSetting[]>(http.get('/api/get/network/postback/forwarding/setting'));

export const addForwardingSetting = (input: ForwardingInput) =>
  call<PostbackForwardingSetting>(http.post('/api/network/postback/forwarding/save', input));

export const updateForwardingSetting = (id: number, input: ForwardingInput) =>
  call<PostbackForwardingSetting>(
    http.post('/api/network/postback/forwarding/update', { ...input, postback_forwarding_setting_id: id }),
  );

export const deleteForwardingSetting = (id: number) =>
  call(http.post('/api/delete/network/postback/forwarding/setting', { postback_forwarding_setting_id: id }));

export const getAuditLog = (page: number, limit: number) =>
  payloadOf<Page<AuditLogEntry>>(http.get('/api/network/audit-log', { params: { page, limit } }));
