import type { OfferQuery } from '@affnet/contracts';
import { http, paramsOf } from '@affnet/core';
import { saveFile } from '@affnet/ui';

/**
 * Downloads `offers.csv`: the server's export of the rows the same filters show (page and limit aside). A file saved
 * to disk, not data for the page, so it has no query hook: the toolbar awaits it and reports a failure.
 */
export async function downloadOffersCsv(query: OfferQuery): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  const response = await http.get<Blob>('/api/offers/export.csv', { params: paramsOf(filters), responseType: 'blob' });
  saveFile(response.data, 'offers.csv');
}
