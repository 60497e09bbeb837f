import type { SettingKeys } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import type { ExportKind } from './get-export-keys';

export const saveExportKeys = (kind: ExportKind, keys: string[], log_status?: string) =>
  call<SettingKeys>(http.post(`/api/network/${kind}/setting/keys`, { keys, log_status }));

export const useSaveExportKeys = (kind: ExportKind) =>
  useMutation({ mutationFn: (keys: string[]) => saveExportKeys(kind, keys) });
