export { buildApps, loadConfig } from './build';
export type { AppOptions } from './create-config';
export { createConfig } from './create-config';
export { SHARED_SINGLETONS } from './shared';
