import type { SettingKeys } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export type ExportKind = 'offer' | 'report';

export const getExportKeys = (kind: ExportKind) => payloadOf<SettingKeys>(http.get(`/api/get/${kind}/setting/keys`));

/** The chosen and the available columns of one export. */
export const useExportKeys = (kind: ExportKind) =>
  useQuery({ queryKey: ['export-keys', kind], queryFn: () => getExportKeys(kind) });
