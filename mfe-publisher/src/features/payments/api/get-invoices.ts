import type { PublisherInvoice } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in publisher's approved and paid invoices, newest first. */
export const getInvoices = () => payloadOf<PublisherInvoice[]>(http.get('/api/invoices'));

export const useInvoices = () => useQuery(queryOptions({ queryKey: ['invoices'], queryFn: getInvoices }));
