import type { AppContext } from '../shared/context';
import { dayNumberOf } from '../shared/zone-offsets';
import { ensureLocalDays } from './local-stats';
import { rollupRows } from './rollup-report-store';
import type { StatisticsScope } from './scope';
import type { ReportFilter } from './statistics';

/**
 * Sums per currency (and per day when rates apply) of the network's local day rollups (local hours when grouped by
 * hour, or for `hours` of a day), in its current zone: the days not built since the zone last changed are built first.
 */
export async function fromRollups(ctx: AppContext, scope: StatisticsScope, f: ReportFilter) {
  await ensureLocalDays(ctx.db, ctx.dialect, scope.networkId, scope, dayNumberOf(f.from), dayNumberOf(f.to));
  return rollupRows(ctx.db, scope, f);
}
