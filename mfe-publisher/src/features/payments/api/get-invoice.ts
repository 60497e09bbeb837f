import type { PublisherInvoice } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** One of the publisher's invoices with its lines (another publisher's answers 404). */
export const getInvoice = (id: number) => payloadOf<PublisherInvoice>(http.get(`/api/invoices/${id}`));

export const useInvoice = (id: number) =>
  useQuery(queryOptions({ queryKey: ['invoices', id], queryFn: () => getInvoice(id), enabled: id > 0 }));
