import { http } from '@affnet/core';
import { saveFile } from '@affnet/ui';
import { segment } from '../../../lib/path-segment';

/**
 * Downloads the run's CSV for the bank, one line per invoice, under the name the server gives it. A file saved to disk, not data for the page, so it has
 * no query hook: the button awaits it and reports a failure.
 */
export async function downloadRunCsv(runId: number, periodFrom: string, periodTo: string): Promise<void> {
  const response = await http.get<Blob>(`/api/network/payout-runs/${segment(runId)}/csv`, { responseType: 'blob' });
  saveFile(response.data, `payout-run-${periodFrom}-${periodTo}.csv`);
}
