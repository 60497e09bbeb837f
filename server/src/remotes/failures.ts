import type { RemoteFailure, RemoteFailureReport, RemoteName } from '@affnet/contracts';
import { nowIso, nowMs } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { NetworkRow } from '../shared/db/schema';
import { failureStore } from './failure-store';
import type { FailureCounts } from './releases';
import { remoteStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
export const FAILURE_MESSAGE_MAX = 500;

/**
 * How many failures of one release one reporter (a signed-in user, else an address) counts an hour. A page that
 * fails reports once per page view; past this, a user reloading or someone sending forged reports adds nothing.
 */
export const COUNTED_PER_HOUR = 3;

/** How many of a release's latest failures the Remotes page lists. */
const LATEST_LISTED = 20;

/** Who sent a report: a signed-in user (his id) or, without a valid session, the request's address. */
export type Reporter = { userId: number } | { address: string };

/** One more report of this reporter for the release this hour: an upsert, atomic on both databases and nodes. */
async function withinQuota(ctx: AppContext, report: RemoteFailureReport, reporter: Reporter): Promise<boolean> {
  const hour = nowIso().slice(0, 13);
  const store = failureStore(ctx.db);
  const reports = await store.countReport({
    remote: report.remote,
    version: report.version,
    reporter: ('userId' in reporter ? `user:${reporter.userId}` : `address:${reporter.address}`).slice(0, 100),
    hour,
  });
  // A reporter's first report of an hour clears the counters of hours gone by.
  if (reports === 1) await store.forgetQuotasBefore(hour);
  return reports <= COUNTED_PER_HOUR;
}

/**
 * Stores what the host reported of a remote that failed to load or threw, for the network owning the page's host;
 * false when this reporter's quota for the release this hour is used up (nothing is stored then).
 */
export async function recordFailure(
  ctx: AppContext,
  tenant: NetworkRow | null,
  report: RemoteFailureReport,
  reporter: Reporter,
): Promise<boolean> {
  if (!(await withinQuota(ctx, report, reporter))) return false;
  await remoteStore(ctx.db).insertFailure({
    remote: report.remote,
    version: report.version,
    network_id: tenant?.id ?? null,
    area: report.area.slice(0, 500),
    message: report.message.slice(0, FAILURE_MESSAGE_MAX),
    anonymous: 'userId' in reporter ? 0 : 1,
    created_at: nowIso(),
  });
  return true;
}

/** Failures of each release (`<remote> <version>`), signed-in and anonymous apart: in the last 24 hours, and ever. */
export async function failureCounts(ctx: AppContext): Promise<Map<string, FailureCounts>> {
  const since = new Date(nowMs() - DAY_MS).toISOString();
  const counts = new Map<string, FailureCounts>();
  for (const row of await remoteStore(ctx.db).failureCounts(since)) {
    const key = `${row.remote} ${row.version}`;
    const count = counts.get(key) ?? { recent: 0, total: 0, anonymousRecent: 0, anonymousTotal: 0 };
    if (Number(row.anonymous) === 1) {
      count.anonymousRecent += Number(row.recent ?? 0);
      count.anonymousTotal += Number(row.total);
    } else {
      count.recent += Number(row.recent ?? 0);
      count.total += Number(row.total);
    }
    counts.set(key, count);
  }
  return counts;
}

/** The latest failures reported of a release, newest first, with the network whose host the page was on. */
export async function latestFailures(ctx: AppContext, remote: RemoteName, version: string): Promise<RemoteFailure[]> {
  const rows = await failureStore(ctx.db).latest(remote, version, LATEST_LISTED);
  return rows.map((row) => ({
    message: row.message,
    area: row.area,
    created_at: row.created_at,
    anonymous: Number(row.anonymous) === 1,
    network:
      row.network_id === null ? null : { id: Number(row.network_id), name: row.company_name ?? String(row.network_id) },
  }));
}
