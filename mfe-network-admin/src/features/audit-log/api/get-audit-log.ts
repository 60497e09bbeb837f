import type { AuditLogEntry, Page } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const getAuditLog = (page: number, limit: number) =>
  payloadOf<Page<AuditLogEntry>>(http.get('/api/network/audit-log', { params: { page, limit } }));

/** One page of the network's recorded changes, newest first. */
export const useAuditLog = (page: number, limit: number) =>
  useQuery({ queryKey: ['audit-log', page, limit], queryFn: () => getAuditLog(page, limit) });
