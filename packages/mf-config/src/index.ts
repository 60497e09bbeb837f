export { buildApps, loadConfig } from './build';
export { createConfig } from './create-config';
export type { AppOptions } from './create-config';
export { SHARED_SINGLETONS } from './shared';
