import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { startApiServer } from './api-server';
import type { Benchmark } from './benchmark';
import { machineFacts } from './repo';
import { writeResults } from './results-files';
import { markdownTable } from './table';

/** Its own server on port 3707 with its own data (the e2e port of this area is 3700, its remotes 3701–3705). */
const PORT = 3707;
const HOST = `acme.localhost:${PORT}`;

function call(method: string, url: string, token?: string, json?: unknown) {
  return new Promise<{ status: number; body: string; bytes: number; lines: number }>((resolve) => {
    const headers: Record<string, string> = { host: HOST, ...(token ? { authorization: token } : {}) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`http://127.0.0.1:${PORT}${url}`, { method, headers }, (res) => {
      // Files are counted as they arrive, not kept: only JSON answers are kept whole.
      const keep = !String(res.headers['content-type']).startsWith('text/csv');
      let body = '';
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
        if (keep) body += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, bytes, lines }));
    });
    req.on('error', () => resolve({ status: 0, body: '', bytes: 0, lines: 0 }));
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

const payload = <T>(body: string) => (JSON.parse(body) as { payload: T }).payload;

/** Resident memory (Linux /proc) of a process and its children, in bytes: tsx runs the server in a child. */
function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    const own = match ? Number(match[1]) * 1024 : 0;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    return own + children.reduce((sum, child) => sum + rssOf(Number(child)), 0);
  } catch {
    return 0;
  }
}

/** `count` conversions of Acme written straight into the stopped server's SQLite file. */
function seedConversions(dataDir: string, count: number) {
  const db = new SqliteDatabase(path.join(dataDir, 'affnet.sqlite'));
  const network = db.prepare("select id from networks where network_id = 'acme'").get() as { id: number };
  const offer = db.prepare('select id from offers where network_id = ? order by id limit 1').get(network.id) as {
    id: number;
  };
  const publisher = db
    .prepare("select id from users where network_id = ? and role = 'publisher' order by id limit 1")
    .get(network.id) as { id: number };
  const insert = db.prepare(
    `insert into conversions (network_id, click_id, offer_id, publisher_id, created_at, local_hour, status, reason,
       payout, revenue, currency, txn_id, sale_amount, ip, dedup_key, withheld)
     values (?, ?, ?, ?, ?, ?, ?, null, ?, ?, 'USD', ?, null, '203.0.113.7', ?, 0)`,
  );
  const start = Date.parse('2026-01-01T00:00:00Z');
  const statuses = ['approved', 'approved', 'pending', 'rejected'];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(start + i * 15_000).toISOString();
      const click = i.toString(16).padStart(32, '0');
      insert.run(
        network.id,
        click,
        offer.id,
        publisher.id,
        at,
        at.slice(0, 13),
        statuses[i % 4],
        1000 + (i % 97),
        1500 + (i % 89),
        `T-${i}`,
        `bench-${i}`,
      );
    }
  })();
  db.close();
}

interface ExportFigures {
  rows: number;
  seconds: number;
  rows_per_second: number;
  file_bytes: number;
  server_rss_before_mb: number;
  server_rss_peak_mb: number;
}

/** One conversions export through the API: time to done, the server's peak RSS, and the file checked by lines. */
async function exportOnce(pid: number, token: string, query: Record<string, string>): Promise<ExportFigures> {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = performance.now();
  const created = await call('POST', '/api/exports', token, { kind: 'conversions', query });
  type Job = { id: number; status: string; rows: number; size_bytes: number; error: string | null };
  let job = payload<Job>(created.body);
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = payload<Job>((await call('GET', `/api/exports/${job.id}`, token)).body);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (job.status !== 'done') throw new Error(`the export ${job.status}: ${job.error}`);
  const file = await call('GET', `/api/exports/${job.id}/file`, token);
  if (file.lines !== job.rows + 1 || file.bytes !== job.size_bytes) throw new Error('the downloaded file differs');
  const mb = 2 ** 20;
  return {
    rows: job.rows,
    seconds,
    rows_per_second: job.rows / seconds,
    file_bytes: job.size_bytes,
    server_rss_before_mb: before / mb,
    server_rss_peak_mb: peak / mb,
  };
}

function markdownOf(date: string, machine: ReturnType<typeof machineFacts>, runs: ExportFigures[]) {
  const mb = (v: number) => `${v.toFixed(1)} MB`;
  return [
    `# Export benchmark (${date})`,
    '',
    'One server (SQLite) as `pnpm start` runs it (tsx); conversions of Acme written straight into the database; the owner exports them through POST /api/exports, first about a tenth of them (a date range), then all. The worker reads keyset pages of 2,000 rows and streams the CSV to disk. Time from the request to the job answering done; RSS of the server process tree sampled every 20 ms from /proc. Rows are never all held: with 10x the rows the peak grows by tens of MB (heap garbage between collections), far below the file size, let alone a million row objects.',
    '',
    markdownTable(
      ['Rows', 'Time to done', 'Rows/s', 'File', 'Server RSS before', 'Server peak RSS'],
      runs.map((r) => [
        r.rows.toLocaleString('en'),
        `${r.seconds.toFixed(1)} s`,
        Math.round(r.rows_per_second).toLocaleString('en'),
        mb(r.file_bytes / 2 ** 20),
        mb(r.server_rss_before_mb),
        mb(r.server_rss_peak_mb),
      ]),
    ),
    '',
    `Machine: ${machine.cpuCount} × ${machine.cpuModel}, Node ${machine.node}, load ${machine.loadAverage1m} (commit ${machine.gitCommit}).`,
  ].join('\n');
}

/** Rows per second and the server's peak memory while it writes a 1,000,000-row conversions.csv. */
export const exportsBenchmark: Benchmark = {
  name: 'exports',
  title: 'download center: rows/s and peak server RSS of a 1,000,000-row conversions export',
  needsFrontEndBuild: false,
  async run() {
    const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-bench-exports-'));
    try {
      await (await startApiServer({ name: 'exports', port: PORT, dataDir, env: { DEMO_CLICKS: '0' } })).stop();
      console.info(`  writing ${rows.toLocaleString('en')} conversions…`);
      seedConversions(dataDir, rows);
      const server = await startApiServer({ name: 'exports', port: PORT, dataDir, env: { DEMO_CLICKS: '0' } });
      try {
        const credentials = { email: 'owner@acme.test', password: 'Affnet-demo-2026' };
        const login = await call('POST', '/user/network/login', undefined, credentials);
        const token = payload<{ token: string }[]>(login.body)[0]?.token ?? '';
        // Rows are 15 s apart from 2026-01-01: a tenth of them span rows × 1.5 s.
        const tenthDays = Math.max(1, Math.floor((rows * 1.5) / 86_400));
        const to = new Date(Date.parse('2026-01-01') + (tenthDays - 1) * 86_400_000).toISOString().slice(0, 10);
        const runs = [
          await exportOnce(server.pid, token, { from: '2026-01-01', to }),
          await exportOnce(server.pid, token, {}),
        ];
        const machine = machineFacts();
        const results = { machine, runs };
        for (const file of writeResults('exports', machine.date, results, markdownOf(machine.date, machine, runs))) {
          console.info(`  wrote ${file}`);
        }
        for (const r of runs) {
          console.info(
            `  ${r.rows} rows: ${Math.round(r.rows_per_second)} rows/s, peak RSS ${r.server_rss_peak_mb.toFixed(1)} MB (before ${r.server_rss_before_mb.toFixed(1)} MB)`,
          );
        }
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
