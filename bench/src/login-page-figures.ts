import type { PageTimings } from './login-form-probe';
import type { ResourceRecord } from './network-meter';
import {
  type ByteFigures,
  byteFigures,
  bytesByOrigin,
  type OriginBytes,
  uncompressedTextResponses,
} from './page-bytes';
import type { LoginPageVisit } from './page-load';
import type { MachineFacts } from './repo';
import type { RoundTrips } from './round-trips';
import type { StaticLoginPage } from './static-login-page';
import { type Spread, spread } from './statistics';

export type LoginPageTimings = PageTimings & { formSeenByPlaywrightMs: number };

/** One visit's figures, as stored in the JSON. */
export interface LoginPageRun {
  run: number;
  timings: LoginPageTimings;
  bytes: ByteFigures;
  byOrigin: OriginBytes[];
  /** Sequential round trips before the form was usable, and the chain that made them. */
  roundTrips: RoundTrips;
}

export interface LoginPageResults {
  benchmark: 'login-page';
  url: string;
  machine: MachineFacts & { chromium: string };
  runs: LoginPageRun[];
  medians: {
    timings: Record<keyof LoginPageTimings, Spread>;
    bytes: Record<keyof ByteFigures, Spread>;
    byOrigin: OriginBytes[];
    roundTrips: Spread;
  };
  /** False when a cold run downloaded something the others did not. */
  bytesEqualAcrossRuns: boolean;
  repeatVisit: LoginPageRun;
  /** Requests of the repeat visit that went to the network (revalidations and uncacheable calls). */
  repeatVisitNetworkRequests: { url: string; status: number; transferBytes: number }[];
  /** Every response of the first cold run, largest first. */
  resources: ResourceRecord[];
  uncompressedTextResponses: ResourceRecord[];
  /** The yardstick: a static page of the same bytes from the same server (static-login-page.ts). */
  staticPage?: StaticLoginPage;
}

export function loginPageRun(run: number, visit: LoginPageVisit, originNames: Map<number, string>): LoginPageRun {
  return {
    run,
    timings: visit.timings,
    bytes: byteFigures(visit.resources),
    byOrigin: bytesByOrigin(visit.resources, originNames),
    roundTrips: visit.roundTrips,
  };
}

function spreadOf<T extends object>(items: T[]): Record<keyof T, Spread> {
  const keys = Object.keys(items[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, spread(items.map((item) => Number(item[key])))])) as Record<
    keyof T,
    Spread
  >;
}

function medianByOrigin(runs: LoginPageRun[]): OriginBytes[] {
  const origins = [...new Set(runs.flatMap((run) => run.byOrigin.map((entry) => entry.origin)))].sort();
  return origins.map((origin) => {
    const entries = runs.map((run) => {
      const { origin: _name, ...figures } = run.byOrigin.find((entry) => entry.origin === origin) ?? {
        origin,
        ...byteFigures([]),
      };
      return figures;
    });
    const medians = Object.entries(spreadOf(entries)).map(([key, value]) => [key, value.median]);
    return { ...(Object.fromEntries(medians) as ByteFigures), origin };
  });
}

export function loginPageResults(
  url: string,
  machine: LoginPageResults['machine'],
  runs: LoginPageRun[],
  repeatVisit: LoginPageRun,
  firstVisit: LoginPageVisit,
  repeatVisitResources: ResourceRecord[],
): LoginPageResults {
  const transfer = runs.map((run) => `${run.bytes.requests}/${run.bytes.decodedTotal}`);
  return {
    benchmark: 'login-page',
    url,
    machine,
    runs,
    medians: {
      timings: spreadOf(runs.map((run) => run.timings)),
      bytes: spreadOf(runs.map((run) => run.bytes)),
      byOrigin: medianByOrigin(runs),
      roundTrips: spread(runs.map((run) => run.roundTrips.count)),
    },
    bytesEqualAcrossRuns: new Set(transfer).size === 1,
    repeatVisit,
    repeatVisitNetworkRequests: repeatVisitResources
      .filter((resource) => !resource.fromCache)
      .map(({ url, status, transferBytes }) => ({ url, status, transferBytes })),
    resources: [...firstVisit.resources].sort((a, b) => b.decodedBytes - a.decodedBytes),
    uncompressedTextResponses: uncompressedTextResponses(firstVisit.resources),
  };
}
