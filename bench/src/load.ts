import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'wrk-measure.lua');
/** Longest wait for an answer: a slower one counts as an error, and the run stops this long after its time. */
const ANSWER_GRACE_SECONDS = 3;

/** What one wrk run measured: answers with the expected status, and the latency of every answer. */
export interface LoadFigures {
  /** Answers with the expected status (302 for /click, 200 for /postback). */
  answered: number;
  /** Answers with another status. */
  others: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** From the first thread's start to the last answer. */
  seconds: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
}

export interface Load {
  ports: number[];
  host: string;
  /** Path and query; with `idsFile`, the path each id is appended to. */
  path: string;
  expect: number;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  idsFile?: string;
}

/**
 * wrk (C, one of Debian's packages), not a load generator in Node: on 2 cores a Node generator takes most of a core
 * from the server it measures. Installed the way the tests install Chromium when it is missing and apt-get may run.
 */
export function ensureWrk(): void {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'wrk is not installed: apt-get install -y wrk (Debian), or install it from https://github.com/wg/wrk',
    );
  }
  console.info('  installing wrk (Debian package)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'ignore', env });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'ignore', env });
    install();
  }
}

/**
 * Sends `connections` kept-alive connections of requests for `seconds`, the connections taken by the ports in turn,
 * and waits for every answer: each connection stops after its last answer (bench/src/wrk-measure.lua), so a request
 * the server answered is never left uncounted.
 */
export function runLoad(load: Load): Promise<LoadFigures> {
  const headers = Object.entries({ ...load.headers, Host: load.host }).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const connections = String(load.connections);
  // wrk runs for all of -d; the connections stop at `seconds`, and the rest is for their last answers.
  const grace = `${load.seconds + ANSWER_GRACE_SECONDS}s`;
  const args = [
    ...['-t', connections, '-c', connections, '-d', grace, '--timeout', `${ANSWER_GRACE_SECONDS}s`],
    ...['-s', SCRIPT, ...headers, `http://127.0.0.1:${load.ports[0]}${load.path}`],
  ];
  const env = {
    ...process.env,
    WRK_SECONDS: String(load.seconds),
    WRK_EXPECT: String(load.expect),
    WRK_PORTS: load.ports.join(','),
    WRK_THREADS: connections,
    WRK_IDS_FILE: load.idsFile ?? '',
  };
  return new Promise((resolve, reject) => {
    const wrk = spawn('wrk', args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    wrk.stdout.setEncoding('utf8');
    wrk.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    wrk.on('error', reject);
    wrk.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('WRK-MEASURE '));
      if (code !== 0 || !line) reject(new Error(`wrk failed (exit ${code}): ${output.trim().slice(-500)}`));
      else resolve(JSON.parse(line.slice('WRK-MEASURE '.length)) as LoadFigures);
    });
  });
}
