import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export type LogoSize = 'large' | 'medium' | 'small';

/** Uploads one logo size (multipart field `file`; the browser sets the content type with its boundary). */
export function uploadLogo(size: LogoSize, file: File) {
  const form = new FormData();
  form.append('file', file);
  const path = size === 'large' ? '/api/network/upload/logo/' : `/api/network/upload/logo/${size}`;
  return call<{ networklogo_Url: string }>(http.put(path, form));
}

export const useUploadLogo = () =>
  useMutation({ mutationFn: ({ size, file }: { size: LogoSize; file: File }) => uploadLogo(size, file) });
