import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nowIso } from '../src/shared/clock';
import { PrivateTargets } from '../src/shared/private-targets';
import type { TrackingFixture } from './click-fixtures';

/** A local HTTP receiver answering each request with the next status of `statuses` (the last one repeats). */
export async function receiver(statuses: number[] = [200]) {
  const hits: { url: string; status: number; at: number }[] = [];
  const server = http.createServer((request, response) => {
    const status = statuses[Math.min(hits.length, statuses.length - 1)] ?? 200;
    hits.push({ url: request.url ?? '', status, at: performance.now() });
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Writes a network's postback settings directly (the settings API belongs to another area). */
export async function setPostbackSettings(
  f: TrackingFixture,
  networkId: number,
  settings: { postback_approval?: number },
) {
  const now = nowIso();
  await f.db
    .insertInto('network_settings')
    .values({ network_id: networkId, updated_at: now, ...settings })
    .onConflict((oc) => oc.column('network_id').doUpdateSet({ ...settings, updated_at: now }))
    .execute();
}

/**
 * What the operator lets postbacks reach (POSTBACK_PRIVATE_TARGETS: ranges, `all`, or '' for none), for the fixture's
 * server from now on, as if it had been started with it.
 */
export function operatorAllowsPrivateTargets(f: TrackingFixture, setting: string) {
  (f.app.ctx.config.postbacks as { privateTargets: PrivateTargets }).privateTargets = PrivateTargets.parse(setting);
}

/** Polls until `check` holds (the worker runs in the background). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met in time');
}
