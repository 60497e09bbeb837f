import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchDatabase } from './bench-database';
import { call, payloadOf } from './http-call';
import { type LoadFigures, runLoad } from './load';

/** Where the load goes: the nodes' ports, the Host header of the measured network, and its accounts' sessions. */
export interface Target {
  ports: number[];
  host: string;
  /** /click?offer_id=…&aff_id=…&aff_sub1=bench: a publisher's link to an untargeted offer. */
  clickPath: string;
  ownerToken: string;
}

export interface Settings {
  seconds: number;
  rounds: number;
  connections: number;
}

const DEMO_PASSWORD = 'Affnet-demo-2026';
const WARM_SECONDS = 5;
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** Signs in the demo owner and publisher of Acme and takes the publisher's link to an untargeted active offer. */
export async function acmeTarget(ports: number[], host: string): Promise<Target> {
  const port = ports[0]!;
  const owner = { email: 'owner@acme.test', password: DEMO_PASSWORD };
  const ownerToken = payloadOf<{ token: string }[]>(
    await call(port, host, 'POST', '/user/network/login', { json: owner }),
    'owner sign-in',
  )[0]!.token;
  const publisher = { userDetails: { email: 'publisher@acme.test', password: DEMO_PASSWORD } };
  const token = payloadOf<{ token: string }[]>(
    await call(port, host, 'POST', '/user/login', { json: publisher }),
    'publisher sign-in',
  )[0]!.token;
  type Offer = { id: number; countries: string[]; os: string[]; devices: string[] };
  const offers = payloadOf<{ rows: Offer[] }>(
    await call(port, host, 'GET', '/api/offers?tab=active&limit=100', { token }),
    'offers',
  );
  const offer = offers.rows.find((o) => !o.countries.length && !o.os.length && !o.devices.length);
  if (!offer) throw new Error('Acme has no untargeted active offer');
  const link = payloadOf<{ url: string }>(
    await call(port, host, 'GET', `/api/offers/${offer.id}/tracking-link`, { token }),
    'tracking link',
  );
  const url = new URL(link.url);
  url.searchParams.set('aff_sub1', 'bench');
  return { ports, host, clickPath: `${url.pathname}${url.search}`, ownerToken };
}

/** The count once the nodes' click writers have flushed: the same twice in a row, 300 ms apart. */
async function settledCount(database: BenchDatabase, sql: string): Promise<number> {
  let last = await database.count(sql);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await database.count(sql);
    if (now === last) return now;
    last = now;
  }
}

const perSecond = (runs: LoadFigures[]) =>
  runs.reduce((sum, run) => sum + run.answered, 0) / runs.reduce((sum, run) => sum + run.seconds, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export interface ClickFigures {
  per_second: number;
  bare_per_second: number;
  /** /click per second over the bare server's, both summed over the rounds. */
  ratio_to_bare: number;
  /** Median of the rounds. */
  p95_ms: number;
  bare_p95_ms: number;
  /** Clicks answered 302, and rows added to `clicks` once the writers flushed: the same when none is lost. */
  answered: number;
  stored: number;
  /** Answers other than 302, and connection errors or timeouts (both should be 0). */
  not_redirected: number;
  errors: number;
  rounds: { per_second: number; bare_per_second: number; p95_ms: number }[];
}

/**
 * /click under `connections` kept-alive connections beside the bare server under the same load, in alternating rounds
 * (a noisy machine slows both alike); then the rows in `clicks` against the 302s.
 */
export async function measureClicks(
  target: Target,
  barePorts: number[],
  database: BenchDatabase,
  settings: Settings,
): Promise<ClickFigures> {
  const load = (ports: number[], seconds: number) =>
    runLoad({
      ports,
      host: target.host,
      path: target.clickPath,
      expect: 302,
      seconds,
      connections: settings.connections,
      headers: { 'User-Agent': USER_AGENT },
    });
  // The node's first seconds start its click writer's thread and compile the hot code (about 3 s of slower answers).
  await load(target.ports, WARM_SECONDS);
  await load(barePorts, 2);
  const countClicks = 'select count(*) from clicks';
  const before = await settledCount(database, countClicks);
  const server: LoadFigures[] = [];
  const bare: LoadFigures[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    bare.push(await load(barePorts, settings.seconds));
    server.push(await load(target.ports, settings.seconds));
  }
  const stored = (await settledCount(database, countClicks)) - before;
  const sum = (runs: LoadFigures[], key: 'answered' | 'others' | 'errors') => runs.reduce((s, r) => s + r[key], 0);
  return {
    per_second: perSecond(server),
    bare_per_second: perSecond(bare),
    ratio_to_bare: perSecond(server) / perSecond(bare),
    p95_ms: median(server.map((run) => run.p95_ms)),
    bare_p95_ms: median(bare.map((run) => run.p95_ms)),
    answered: sum(server, 'answered'),
    stored,
    not_redirected: sum(server, 'others'),
    errors: sum(server, 'errors'),
    rounds: server.map((run, i) => ({
      per_second: run.answered / run.seconds,
      bare_per_second: bare[i]!.answered / bare[i]!.seconds,
      p95_ms: run.p95_ms,
    })),
  };
}

export interface PostbackFigures {
  per_second: number;
  p95_ms: number;
  /** Postbacks answered 200 (each for a different click), and conversions added meanwhile. */
  answered: number;
  stored: number;
  not_ok: number;
  errors: number;
}

/** /postback for clicks the load above made and none converted yet, a different click each time: a new conversion each. */
export async function measurePostbacks(
  target: Target,
  database: BenchDatabase,
  settings: Settings,
): Promise<PostbackFigures> {
  const ids = await clickIds(database);
  const file = (name: string, list: string[]) => {
    const at = path.join(database.folder, name);
    writeFileSync(at, `${list.join('\n')}\n`);
    return at;
  };
  const warmIds = ids.splice(0, Math.min(2000, Math.floor(ids.length / 10)));
  const load = (idsFile: string, seconds: number) =>
    runLoad({
      ports: target.ports,
      host: target.host,
      path: '/postback?click_id=',
      expect: 200,
      seconds,
      connections: settings.connections,
      idsFile,
    });
  await load(file('warm-ids.txt', warmIds), 1);
  const countConversions = 'select count(*) from conversions';
  const before = await database.count(countConversions);
  const run = await load(file('ids.txt', ids), settings.seconds);
  const stored = (await database.count(countConversions)) - before;
  if (run.answered + run.others > ids.length) {
    throw new Error(`/postback ran out of clicks: ${ids.length} for ${run.answered + run.others} postbacks`);
  }
  return {
    per_second: run.answered / run.seconds,
    p95_ms: run.p95_ms,
    answered: run.answered,
    stored,
    not_ok: run.others,
    errors: run.errors,
  };
}

async function clickIds(database: BenchDatabase): Promise<string[]> {
  const sql = database.kind === 'sqlite' ? "select group_concat(click_id, ',')" : "select string_agg(click_id, ',')";
  const list = await database.value(
    `${sql} from (select click_id from clicks c where sub1 = 'bench' and status = 'accepted'
       and not exists (select 1 from conversions v where v.network_id = c.network_id and v.click_id = c.click_id)
       limit 300000) bench`,
  );
  return typeof list === 'string' && list ? list.split(',') : [];
}

export interface ReportFigures {
  p50_ms: number;
  p95_ms: number;
  requests: number;
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The owner's 30-day report by day and offer (the statistics page), one request at a time over the nodes in turn. */
export async function measureReport(target: Target, requests = 100): Promise<ReportFigures> {
  const url = `/api/statistics/report?preset=custom&from=${isoDay(29)}&to=${isoDay(0)}&group=day,offer`;
  const times: number[] = [];
  for (let i = 0; i < requests + 5; i++) {
    const port = target.ports[i % target.ports.length]!;
    const start = performance.now();
    const answer = await call(port, target.host, 'GET', url, { token: target.ownerToken });
    if (answer.status !== 200) throw new Error(`the report answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    if (i >= 5) times.push(performance.now() - start);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { p50_ms: at(50), p95_ms: at(95), requests };
}
