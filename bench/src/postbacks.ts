import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApiServer } from './api-server';
import type { Benchmark } from './benchmark';
import { machineFacts } from './repo';
import { writeResults } from './results-files';
import { markdownTable } from './table';

/** Its own server on port 3260 with its own data; a local receiver answering 200 at once. */
const PORT = 3260;
const HOST = `acme.localhost:${PORT}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function call(method: string, url: string, token?: string, json?: unknown) {
  return new Promise<{ status: number; body: string; location: string }>((resolve) => {
    const headers: Record<string, string> = { host: HOST, ...(token ? { authorization: token } : {}) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`http://127.0.0.1:${PORT}${url}`, { method, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: String(res.headers.location ?? '') }));
    });
    req.on('error', () => resolve({ status: 0, body: '', location: '' }));
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

const payload = <T>(body: string) => (JSON.parse(body) as { payload: T }).payload;

/** The server with a few demo clicks, its postback deliveries by the worker thread or on the main one. */
const startServer = async (dataDir: string, worker: boolean) =>
  (
    await startApiServer({
      name: 'postbacks',
      port: PORT,
      dataDir,
      env: { DEMO_CLICKS: '200', POSTBACK_WORKER: worker ? 'on' : 'off' },
    })
  ).stop;

/** A receiver recording when each click id arrived. */
async function startReceiver() {
  const arrivals = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const click = new URL(req.url ?? '/', 'http://receiver').searchParams.get('c') ?? '';
    if (!arrivals.has(click)) arrivals.set(click, performance.now());
    res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { arrivals, url: `http://127.0.0.1:${port}/pb?c={click_id}&p={payout}`, close: () => server.close() };
}

/** Runs `count` tasks, `lanes` at a time. */
async function pool<T>(count: number, lanes: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

async function waitFor(check: () => boolean, timeoutMs: number) {
  for (const end = Date.now() + timeoutMs; !check(); ) {
    if (Date.now() > end) throw new Error('deliveries did not all arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Click and conversion: answers the click id and when /postback answered. */
async function convert(search: string) {
  const click = await call('GET', `/click${search}`);
  const id = [...new URL(click.location).searchParams.values()].find((v) => /^[0-9a-f]{32}$/.test(v));
  if (!id) throw new Error(`click answered ${click.status}`);
  const answer = await call('GET', `/postback?click_id=${id}`);
  if (answer.status !== 200) throw new Error(`/postback answered ${answer.status}`);
  return { id, at: performance.now() };
}

/** Deliveries per second of a queued backlog, and delivery latency under a steady conversion rate. */
export const postbacks: Benchmark = {
  name: 'postbacks',
  title: 'postback delivery: deliveries/s draining a queued backlog, latency p50/p99 under steady load',
  needsFrontEndBuild: false,
  async run() {
    const queued = Number(process.env.BENCH_POSTBACKS ?? 20_000);
    const steadyRate = 200;
    const steadySeconds = 10;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-bench-postbacks-'));
    const receiver = await startReceiver();
    let stop = await startServer(dataDir, false);
    try {
      const owner = payload<{ token: string }[]>(
        (
          await call('POST', '/user/network/login', undefined, {
            email: 'owner@acme.test',
            password: 'Affnet-demo-2026',
          })
        ).body,
      )[0]?.token;
      const settings = {
        postback_approval: false,
        allow_private_targets: true,
        export_retention_days: 7,
        log_status: 'bench',
      };
      await call('POST', '/api/network/setting/postbacks', owner, settings);
      const login = { userDetails: { email: 'publisher@acme.test', password: 'Affnet-demo-2026' } };
      const token = payload<{ token: string }[]>((await call('POST', '/user/login', undefined, login)).body)[0]?.token;
      await call('POST', '/api/postbacks', token, { url: receiver.url, offer_id: null });
      type Offer = { id: number; countries: string[]; os: string[]; devices: string[] };
      const offers = payload<{ rows: Offer[] }>((await call('GET', '/api/offers?tab=active&limit=100', token)).body);
      const offer = offers.rows.find((o) => !o.countries.length && !o.os.length && !o.devices.length);
      if (!offer) throw new Error('no untargeted active offer');
      const link = payload<{ url: string }>((await call('GET', `/api/offers/${offer.id}/tracking-link`, token)).body);
      const search = new URL(link.url).search;

      console.info(`  queueing ${queued} conversions with the worker off…`);
      const backlog = await pool(queued, 32, () => convert(search));
      await stop();
      const restarted = performance.now();
      stop = await startServer(dataDir, true);
      await waitFor(() => backlog.every((c) => receiver.arrivals.has(c.id)), 600_000);
      const times = backlog.map((c) => receiver.arrivals.get(c.id) ?? 0);
      const first = Math.min(...times);
      const last = Math.max(...times);
      const drain = {
        deliveries: queued,
        seconds: (last - first) / 1000,
        per_second: (queued - 1) / ((last - first) / 1000),
      };

      console.info(`  ${steadyRate} conversions/s for ${steadySeconds} s with the worker on…`);
      const steadyStart = performance.now();
      const steady = await pool(steadyRate * steadySeconds, 8, async (i) => {
        const wait = i / steadyRate - (performance.now() - steadyStart) / 1000;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        return convert(search);
      });
      await waitFor(() => steady.every((c) => receiver.arrivals.has(c.id)), 60_000);
      const latencies = steady.map((c) => (receiver.arrivals.get(c.id) ?? 0) - c.at);
      const results = {
        machine: machineFacts(),
        drain: { ...drain, first_delivery_after_restart_ms: first - restarted },
        steady: {
          conversions_per_second: steadyRate,
          conversions: steady.length,
          latency_p50_ms: percentile(latencies, 50),
          latency_p99_ms: percentile(latencies, 99),
        },
      };
      const ms = (v: number) => `${v.toFixed(1)} ms`;
      const markdown = [
        `# Postback delivery benchmark (${results.machine.date})`,
        '',
        'One server (SQLite), its outbox worker sending to a local receiver that answers 200 at once; kept-alive connections, SSRF guard on (the network allows private targets for the local receiver).',
        '',
        markdownTable(
          ['What', 'Figure'],
          [
            [
              `Backlog of ${queued.toLocaleString('en')} queued conversions drained: deliveries per second`,
              String(Math.round(drain.per_second)),
            ],
            ['Backlog drain time', `${drain.seconds.toFixed(1)} s`],
            [
              `Delivery latency at ${steadyRate} conversions/s (from /postback answered to receiver): p50 / p99`,
              `${ms(results.steady.latency_p50_ms)} / ${ms(results.steady.latency_p99_ms)}`,
            ],
          ],
          [false, true],
        ),
      ].join('\n');
      for (const file of writeResults('postbacks', results.machine.date, results, markdown))
        console.info(`  wrote ${file}`);
      console.info(markdown);
    } finally {
      await stop();
      receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
