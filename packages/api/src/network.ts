import type { NetworkBranding } from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** Public: the branding of the network that owns this host, for the login page (mfe-auth run standalone). */
export const getBranding = () => call<NetworkBranding>(http.get('/api/network/branding'));

export type LogoSize = 'large' | 'medium' | 'small';

/** Uploads one logo size (multipart field `file`). */
export function uploadLogo(size: LogoSize, file: File) {
  const form = new FormData();
  form.append('file', file);
  const path = size === 'large' ? '/api/network/upload/logo/' : `/api/network/upload/logo/${size}`;
  return call<{ networklogo_Url: string }>(
    http.put(path, form, { headers: { 'Content-Type': 'multipart/form-data' } }),
  );
}
