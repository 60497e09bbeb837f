import type { AdvertiserInvoice } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** The advertiser's sent and paid invoices, newest first. */
export const getAdvertiserInvoices = () => payloadOf<AdvertiserInvoice[]>(http.get('/api/advertiser/invoices'));

export const useAdvertiserInvoices = () =>
  useQuery({ queryKey: ['advertiser-invoices'], queryFn: getAdvertiserInvoices });
