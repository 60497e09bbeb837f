import type { AuditLogEntry, Page } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const getAuditLog = (page: number, limit: number, signal?: AbortSignal) =>
  payloadOf<Page<AuditLogEntry>>(http.get('/api/network/audit-log', { params: { page, limit }, signal }));

/** One page of the network's recorded changes, newest first. */
export const useAuditLog = (page: number, limit: number) =>
  useQuery({ queryKey: ['audit-log', page, limit], queryFn: ({ signal }) => getAuditLog(page, limit, signal) });
