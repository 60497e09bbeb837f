import type { ExchangeRateInput, ExchangeRates } from '@affnet/contracts';
import { call, http, payloadOf } from '@affnet/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Owner: the reporting currency, the offers' other currencies and every exchange rate set (issue 27). */
export const getExchangeRates = () => payloadOf<ExchangeRates>(http.get('/api/settings/exchange-rates'));

export const useExchangeRates = () => useQuery({ queryKey: ['exchange-rates'], queryFn: getExchangeRates });

/** Saves through `save`, then shows the answer (the rates as the server now has them). */
function useRatesMutation<T>(save: (input: T) => ReturnType<typeof call<ExchangeRates>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (envelope) => client.setQueryData(['exchange-rates'], envelope.payload),
  });
}

export const useSetExchangeRate = () =>
  useRatesMutation((input: ExchangeRateInput) => call<ExchangeRates>(http.post('/api/settings/exchange-rates', input)));

export const useSetReportingCurrency = () =>
  useRatesMutation((reporting_currency: string) =>
    call<ExchangeRates>(http.post('/api/settings/reporting-currency', { reporting_currency })),
  );
