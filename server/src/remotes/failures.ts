import type { RemoteFailureReport } from '@affnet/contracts';
import { nowIso, nowMs } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { NetworkRow } from '../shared/db/schema';
import { remoteStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
export const FAILURE_MESSAGE_MAX = 500;

/** Stores what the host reported of a remote that failed to load or threw, for the network owning the page's host. */
export async function recordFailure(ctx: AppContext, tenant: NetworkRow | null, report: RemoteFailureReport) {
  await remoteStore(ctx.db).insertFailure({
    remote: report.remote,
    version: report.version,
    network_id: tenant?.id ?? null,
    area: report.area.slice(0, 500),
    message: report.message.slice(0, FAILURE_MESSAGE_MAX),
    created_at: nowIso(),
  });
}

/** Failures of each release (`<remote> <version>`): in the last 24 hours of the server's clock, and ever. */
export async function failureCounts(ctx: AppContext): Promise<Map<string, { recent: number; total: number }>> {
  const since = new Date(nowMs() - DAY_MS).toISOString();
  const rows = await remoteStore(ctx.db).failureCounts(since);
  return new Map(
    rows.map((row) => [`${row.remote} ${row.version}`, { recent: Number(row.recent ?? 0), total: Number(row.total) }]),
  );
}
