import type { AdvertiserInvoice } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** One of the advertiser's invoices with its lines (another advertiser's answers 404). */
export const getAdvertiserInvoice = (id: number) =>
  payloadOf<AdvertiserInvoice>(http.get(`/api/advertiser/invoices/${encodeURIComponent(id)}`));

export const useAdvertiserInvoice = (id: number) =>
  useQuery({ queryKey: ['advertiser-invoices', id], queryFn: () => getAdvertiserInvoice(id), enabled: id > 0 });
