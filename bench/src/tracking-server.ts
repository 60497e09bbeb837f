import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './repo';

/** Its own server for the tracking benchmark: port 3210, its own data, DEMO_CLICKS clicks seeded on first start. */
export const TRACKING_PORT = 3210;
/** Five networks: Acme and Globex plus three bench-only ones with their own catalogue and a fiftieth of the clicks. */
export const EXTRA_NETWORKS = 3;
/** Acme converts at 175 % of the demo's usual 2–4 %, for 200,000+ conversions on 5,000,000 clicks. */
export const CONVERSION_PERCENT = 175;

export interface TrackingServer {
  dataDir: string;
  /** Seconds from spawn to the first answer (includes the demo seed). */
  startSeconds: number;
  stop(): Promise<void>;
}

export async function startTrackingServer(demoClicks: number): Promise<TrackingServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-bench-tracking-'));
  const started = Date.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/server.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(TRACKING_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        DEMO_CLICKS: String(demoClicks),
        DEMO_EXTRA_NETWORKS: String(EXTRA_NETWORKS),
        DEMO_CONVERSION_PERCENT: String(CONVERSION_PERCENT),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-(child.pid as number), 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error('the tracking bench server exited');
    if ((await request('/healthz', 'localhost')).status === 200) break;
    if (Date.now() - started > 15 * 60_000) {
      await stop();
      throw new Error('the tracking bench server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { dataDir, startSeconds: (Date.now() - started) / 1000, stop };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A GET with a chosen Host header (fetch may not set one). */
export function request(
  url: string,
  host: string,
  headers: Record<string, string> = {},
  json?: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const options = {
      method: json === undefined ? 'GET' : 'POST',
      headers: { host, ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      agent,
    };
    const req = http.request(`http://127.0.0.1:${TRACKING_PORT}${url}`, options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}
