import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startApiServer } from './api-server';
import type { Benchmark } from './benchmark';
import { machineFacts } from './repo';
import { writeResults } from './results-files';
import { markdownTable } from './table';

/** Its own server and data, beside the other benches (exports uses 3707). */
const PORT = Number(process.env.BENCH_REPORT_PORT || 3709);
const HOST = `acme.localhost:${PORT}`;
const WARM_UP = 3;
const RUNS = Number(process.env.BENCH_REPORT_RUNS || 30);

function call(method: string, url: string, token?: string, json?: unknown) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const headers: Record<string, string> = { host: HOST, ...(token ? { authorization: token } : {}) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`http://127.0.0.1:${PORT}${url}`, { method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

interface Timing {
  group: string;
  rows: number;
  p50_ms: number;
  p95_ms: number;
}

/** One report, `RUNS` times in a row after a warm-up: every answer must be a 200. */
async function time(token: string, group: string): Promise<Timing> {
  const url = `/api/statistics/report?preset=custom&from=${FROM}&to=${TO}&group=${group}`;
  const once = async () => {
    const started = performance.now();
    const response = await call('GET', url, token);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${response.body.slice(0, 200)}`);
    return { ms: performance.now() - started, rows: (JSON.parse(response.body).payload.rows as unknown[]).length };
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once());
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  return { group, rows: runs[0]?.rows ?? 0, p50_ms: percentile(sorted, 0.5), p95_ms: percentile(sorted, 0.95) };
}

// The demo's last 30 days: its traffic ends on the day the server seeds it (today).
const TO = new Date().toISOString().slice(0, 10);
const FROM = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);

function markdownOf(machine: ReturnType<typeof machineFacts>, timings: Timing[]) {
  const [goal, offer] = timings;
  const ratio = goal && offer ? goal.p50_ms / offer.p50_ms : NaN;
  return [
    `# The owner's report by goal against by offer (${machine.date})`,
    '',
    `One server (SQLite) as \`pnpm start\` runs it (tsx), with the demo data at its default size; the owner's report over 30 days (${FROM} to ${TO}), ${RUNS} requests in a row after ${WARM_UP} of warm-up, each grouping. By offer reads the local day rollups; by goal reads the raw clicks and conversions (the rollups have no goal key).`,
    '',
    markdownTable(
      ['Grouped by', 'Rows', 'p50', 'p95'],
      timings.map((t) => [t.group, String(t.rows), `${t.p50_ms.toFixed(1)} ms`, `${t.p95_ms.toFixed(1)} ms`]),
    ),
    '',
    `By goal takes ${ratio.toFixed(1)}× the time of by offer (p50).`,
    '',
    `Machine: ${machine.cpuCount} × ${machine.cpuModel}, Node ${machine.node}, load ${machine.loadAverage1m} (commit ${machine.gitCommit}).`,
  ].join('\n');
}

/** p50/p95 of the owner's 30-day report grouped by goal (raw rows) against the same grouped by offer (rollups). */
export const reportByGoal: Benchmark = {
  name: 'report-by-goal',
  title: "owner's 30-day report grouped by goal (raw conversions) against grouped by offer (rollups): p50/p95",
  needsFrontEndBuild: false,
  async run() {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-bench-report-'));
    try {
      console.info('  seeding the demo data…');
      // The demo data at its default size (DEMO_CLICKS unless set), which takes a while to seed.
      const { stop } = await startApiServer({ name: 'report', port: PORT, dataDir, startupMs: 600_000 });
      try {
        const credentials = { email: 'owner@acme.test', password: 'Affnet-demo-2026' };
        const login = await call('POST', '/user/network/login', undefined, credentials);
        const token = (JSON.parse(login.body).payload as { token: string }[])[0]?.token ?? '';
        const timings = [await time(token, 'goal'), await time(token, 'offer')];
        const machine = machineFacts();
        for (const file of writeResults(
          'report-by-goal',
          machine.date,
          { machine, timings },
          markdownOf(machine, timings),
        )) {
          console.info(`  wrote ${file}`);
        }
        for (const t of timings)
          console.info(`  by ${t.group}: p50 ${t.p50_ms.toFixed(1)} ms, p95 ${t.p95_ms.toFixed(1)} ms`);
      } finally {
        await stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
