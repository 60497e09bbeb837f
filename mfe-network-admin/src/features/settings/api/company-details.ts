import type { CompanyDetails, CompanyDetailsInput } from '@affnet/contracts';
import { call, http, payloadOf } from '@affnet/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const KEY = ['company-details'] as const;

export const getCompanyDetails = () => payloadOf<CompanyDetails>(http.get('/api/network/settings/company'));

export const useCompanyDetails = () => useQuery({ queryKey: KEY, queryFn: getCompanyDetails });

export const saveCompanyDetails = (input: CompanyDetailsInput) =>
  call<CompanyDetails>(http.put('/api/network/settings/company', input));

/** The answer is the details as saved: the cache takes it, so a return to the section shows them. */
export const useSaveCompanyDetails = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyDetails,
    onSuccess: (envelope) => {
      if (envelope.payload) client.setQueryData(KEY, envelope.payload);
    },
  });
};
