export { AREA_FILE, AreaJsonPlugin } from './area-json-plugin';
export { buildApps, buildConfigs, loadConfigs } from './build';
export type { AppOptions } from './create-config';
export { createConfig } from './create-config';
export { createFirstScreenConfig } from './first-screen-config';
export { type LocalRelease, publishLocalRelease } from './local-release';
export { release } from './release';
export { type RemoteFolder, remoteFolder } from './remote-folder';
export { SHARED_SINGLETONS } from './shared';
