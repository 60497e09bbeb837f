import type { RemotesOverview } from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import { failureCounts } from './failures';
import { releaseView } from './releases';
import { servedByRollout, servedOf } from './rollout-history';
import { rolloutView } from './rollouts';
import { remoteStore } from './store';

/** The super admin's Remotes page: every release with its failures, every rollout, the networks to pick from. */
export async function remotesOverview(ctx: AppContext): Promise<RemotesOverview> {
  const store = remoteStore(ctx.db);
  const [releases, rollouts, failures, served, networks] = await Promise.all([
    store.releases(),
    store.allRollouts(),
    failureCounts(ctx),
    servedByRollout(ctx.db),
    store.networkChoices(),
  ]);
  return {
    releases: releases.map((row) => releaseView(row, failures.get(`${row.remote} ${row.version}`))),
    rollouts: rollouts.map((row) =>
      rolloutView(row, servedOf(served, row.remote, row.network_id === null ? null : Number(row.network_id))),
    ),
    networks: networks.map((n) => ({ id: Number(n.id), name: n.company_name, domain: n.dashboard_domain })),
    configured: ctx.config.remoteUrls,
  };
}
