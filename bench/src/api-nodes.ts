import { type ChildProcess, fork, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo';

/** A process the benchmark started and stops: an API node or a bare server. */
export interface Started {
  port: number;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 20 * 60_000;

async function answersHealth(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Ends the process group (tsx runs the server in a child of its own), SIGKILL if it takes more than 10 s. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const kill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(kill);
      resolve();
    }
  });
}

export interface NodeOptions {
  port: number;
  /** The database every node shares: a SQLite file or a PostgreSQL URL. */
  databaseUrl: string;
  /** The node's own folder (uploads, exports; the SQLite file lives in the first node's). */
  dataDir: string;
  /** Demo clicks seeded by the first node to start on an empty database. */
  demoClicks: number;
  /** The host names the demo networks are seeded under: the first node's `localhost:<port>`. */
  baseDomain: string;
  /** The node's log (stdout and stderr). */
  logFile: string;
}

/**
 * One API node as `npm start` runs it (tsx + server.ts, or BENCH_SERVER to measure a variant), at the server's default
 * log level, logging to a file. Every node has the same JWT secret and sends no postbacks (not what is measured here).
 */
export async function startApiNode(options: NodeOptions): Promise<Started> {
  const { LOG_LEVEL: _level, ...environment } = process.env;
  const log = openSync(options.logFile, 'a');
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/server.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...environment,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        BASE_DOMAIN: options.baseDomain,
        DEMO_DATA: 'true',
        DEMO_CLICKS: String(options.demoClicks),
        JWT_SECRET: 'bench-nodes-share-this-secret-0123456789abcdef',
        POSTBACK_WORKER: 'off',
      },
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
  closeSync(log);
  const stop = () => stopGroup(child);
  for (const deadline = Date.now() + STARTUP_TIMEOUT_MS; !(await answersHealth(options.port)); ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the API node on port ${options.port} did not start (see ${options.logFile})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { port: options.port, stop };
}

/** The bare 302 server (bench/src/bare-redirect-server.mjs), plain Node with no loader. */
export async function startBareServer(port: number): Promise<Started> {
  const child = fork(path.join(__dirname, 'bare-redirect-server.mjs'), [String(port)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server on port ${port} exited (${code})`)));
  });
  child.disconnect();
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
