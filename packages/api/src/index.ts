export type { LoginKind } from './auth';
export { login } from './auth';
export * from './credentials';
export { getBranding, getNetworkData, getRemoteManifest, getTheme, saveTheme } from './network';
export { getNetworkList } from './network-admin';
export { getOffers, saveFile } from './offers';
export * from './postbacks';
export { getPublisherProfile } from './publisher';
