import type { NetworkBranding } from './network';
import type { RemoteManifest } from './remotes';

/** Id of the `<script type="application/json">` block the server puts in the host page. */
export const BOOT_ELEMENT_ID = 'affnet-boot';

/**
 * Written by the host's build beside its index.html, `{ "scripts": ["main-shell.<hash>.js", …] }`: the scripts a page
 * of the signed-in shell needs before its area renders, which the server preloads on such a page.
 */
export const SIGNED_IN_SHELL_FILE = 'signed-in-shell.json';

/**
 * What the host page carries for its first screen, so the host need not ask for it in turn: the remote manifest
 * for the anonymous visitor (as GET /mf/manifest answers without a token) and the host's network branding (as
 * GET /api/network/branding answers; its `theme` is the network's theme).
 */
export interface BootData {
  manifest: RemoteManifest;
  branding: NetworkBranding;
}
