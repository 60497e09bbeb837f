import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export type LogoSize = 'large' | 'medium' | 'small';

/** How much of the file has gone up, from 0 to 100; unknown when the browser cannot tell the upload's size. */
export type UploadPercent = number | undefined;

/**
 * Uploads one logo size (multipart field `file`; the browser sets the content type with its boundary), telling
 * `onProgress` how far it got: a logo of 512 KB takes seconds on a slow connection.
 */
export function uploadLogo(size: LogoSize, file: File, onProgress?: (percent: UploadPercent) => void) {
  const form = new FormData();
  form.append('file', file);
  const path = size === 'large' ? '/api/network/upload/logo/' : `/api/network/upload/logo/${size}`;
  const onUploadProgress =
    onProgress &&
    (({ loaded, total }: { loaded: number; total: number | undefined }) =>
      onProgress(total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined));
  return call<{ networklogo_Url: string }>(http.put(path, form, { onUploadProgress }));
}

interface LogoUpload {
  size: LogoSize;
  file: File;
  onProgress?: (percent: UploadPercent) => void;
}

export const useUploadLogo = () =>
  useMutation({ mutationFn: ({ size, file, onProgress }: LogoUpload) => uploadLogo(size, file, onProgress) });
