import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './repo';

/**
 * The bench server runs beside a possible `npm start` (3000–3005) and e2e (3100–3105): host on 3200, remotes
 * 3201–3205; BENCH_PORT moves the six (several checkouts benchmarking on one machine).
 */
export const BENCH_PORT = Number(process.env.BENCH_PORT || 3200);
export const REMOTE_PORTS = {
  mfe_auth: BENCH_PORT + 1,
  mfe_offers: BENCH_PORT + 2,
  mfe_statistics: BENCH_PORT + 3,
  mfe_network_admin: BENCH_PORT + 4,
  mfe_publisher: BENCH_PORT + 5,
} as const;

export interface ProductServer {
  port: number;
  /** Who answers on each port: `host` or a remote's name. */
  originNames: Map<number, string>;
  stop(): Promise<void>;
}

// Seeding the demo data takes a while when the machine is busy (several checkouts building and testing at once).
const STARTUP_TIMEOUT_MS = 300_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function serverEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const remotePorts = Object.entries(REMOTE_PORTS).map(([name, port]) => [
    `REMOTE_${name.toUpperCase()}_PORT`,
    String(port),
  ]);
  return {
    ...process.env,
    PORT: String(BENCH_PORT),
    SERVE_REMOTES: 'true',
    DEMO_DATA: 'true',
    ...Object.fromEntries(remotePorts),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
}

/** Ends the server's whole process group (tsx runs the server in a child of its own). */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(forceKill);
      resolve();
    }
  });
}

/** Starts the real server exactly as `npm start` does (tsx + server.ts, remotes served), on the bench ports. */
export async function startProductServer(): Promise<ProductServer> {
  const health = `http://localhost:${BENCH_PORT}/healthz`;
  if (await answers(health)) throw new Error(`Port ${BENCH_PORT} already answers ${health}: stop that server first.`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-bench-data-'));
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/server.ts'],
    {
      cwd: REPO_ROOT,
      env: serverEnvironment(dataDir),
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await answers(health))) {
    if (exited !== null || Date.now() > deadline) {
      // Read before stopping: stopping makes the process exit too.
      const reason = exited ?? `no answer in ${STARTUP_TIMEOUT_MS} ms`;
      await stop();
      throw new Error(`The bench server did not answer ${health}: ${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const originNames = new Map<number, string>([
    [BENCH_PORT, 'host'],
    ...Object.entries(REMOTE_PORTS).map(([name, port]) => [port, name] as [number, string]),
  ]);
  return { port: BENCH_PORT, originNames, stop };
}
