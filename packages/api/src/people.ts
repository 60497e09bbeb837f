import type {
  AccountManagerInput,
  Advertiser,
  AdvertiserInput,
  Envelope,
  InviteKind,
  LoginAsPublisher,
  NamedPublisher,
  NetworkAccountManager,
  NetworkInvite,
  Page,
  PersonStatus,
  PublisherDetail,
  PublisherInput,
  PublisherListItem,
  PublisherViewQuery,
  PublisherViewRow,
} from '@affnet/contracts';
import { call, http } from '@affnet/core';

async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

const id = (value: number) => encodeURIComponent(String(value));

export const getPublisher = (publisherId: number) =>
  payloadOf<PublisherDetail>(http.get(`/api/get/publisher/${id(publisherId)}`));

export const addPublisher = (input: PublisherInput) =>
  payloadOf<PublisherDetail>(http.post('/api/add/publisher', input));

export const updatePublisher = (publisherId: number, input: PublisherInput) =>
  payloadOf<PublisherDetail>(http.put(`/api/update/publisher/${id(publisherId)}`, input));

export const setPublisherAutoApprove = (publisherId: number, autoApprove: boolean) =>
  payloadOf<PublisherDetail>(
    http.put(`/api/update/publisher/auto/approve/${id(publisherId)}`, { auto_approve: autoApprove }),
  );

export const setPublisherCutback = (publisherId: number, cutbackPercent: number) =>
  payloadOf<PublisherDetail>(
    http.put(`/api/publisher/update/cutback/${id(publisherId)}`, { cutback_percent: cutbackPercent }),
  );

export const getAccountManagers = () => payloadOf<NetworkAccountManager[]>(http.get('/api/publisher/accounts'));

export const addAccountManager = (input: AccountManagerInput) =>
  payloadOf<NetworkAccountManager>(http.post('/api/publisher/accounts', input));

export const updateAccountManager = (managerId: number, input: AccountManagerInput) =>
  payloadOf<NetworkAccountManager>(http.put(`/api/publisher/accounts/${id(managerId)}`, input));

export const getPublisherList = () => payloadOf<PublisherListItem[]>(http.get('/api/publisher/list/'));

export const setPublisherStatus = (publisherId: number, status: PersonStatus) =>
  payloadOf<PublisherListItem>(http.post(`/api/publisher/list/${id(publisherId)}`, { status }));

export const deletePublisher = (publisherId: number) => call(http.delete(`/api/publisher/list/${id(publisherId)}`));

export const viewPublishers = (query: PublisherViewQuery) =>
  payloadOf<Page<PublisherViewRow>>(http.post('/api/publisher/view', query));

export const getPublishersByName = () => payloadOf<NamedPublisher[]>(http.get('/api/publisher/view/byname'));

export const createInvite = (kind: InviteKind) => payloadOf<NetworkInvite>(http.post('/api/network/invites', { kind }));

export const getInvites = () => payloadOf<NetworkInvite[]>(http.get('/api/network/invites'));

export const loginAsPublisher = (publisherId: number) =>
  payloadOf<LoginAsPublisher>(http.post(`/api/publisher/login-as/${id(publisherId)}`, {}));

export interface AdvertiserQuery {
  search?: string;
  page: number;
  limit: number;
}

export const getAdvertisers = (query: AdvertiserQuery) =>
  payloadOf<Page<Advertiser>>(
    http.get('/api/advertisers', {
      params: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
    }),
  );

export const addAdvertiser = (input: AdvertiserInput) => payloadOf<Advertiser>(http.post('/api/advertisers', input));

export const updateAdvertiser = (advertiserId: number, input: AdvertiserInput) =>
  payloadOf<Advertiser>(http.put(`/api/advertisers/${id(advertiserId)}`, input));

export const setAdvertiserStatus = (advertiserId: number, status: PersonStatus) =>
  payloadOf<Advertiser>(http.post(`/api/advertisers/${id(advertiserId)}/status`, { status }));
