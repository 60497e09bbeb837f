import type { ComponentType } from 'react';

/** The runtime-loaded areas of the dashboard; each is one module-federation remote. */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_offers', 'mfe_statistics', 'mfe_network_admin', 'mfe_publisher'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote exposes exactly one module under this key: `loadRemote('<name>/App')`. */
export const REMOTE_EXPOSE = './App';

/** Payload of GET /mf/manifest: for the tenant owning the request's host, each remote's mf-manifest.json URL. */
export interface RemoteManifest {
  remotes: Record<RemoteName, string>;
}

/** Props the host passes to a remote's exposed App; the remote renders its own <Routes> below basePath. */
export interface RemoteAppProps {
  /** The route prefix the host mounted this area under, e.g. '/offers' or '' for the root. */
  basePath: string;
}

/** The shape of a remote's exposed module. */
export interface RemoteModule {
  default: ComponentType<RemoteAppProps>;
}
