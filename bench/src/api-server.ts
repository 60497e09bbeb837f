import { spawn } from 'node:child_process';
import { REPO_ROOT } from './repo';

/** What a bench's own server needs: its port, environment beyond the defaults, and how long seeding may take. */
export interface ApiServerOptions {
  name: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  startupMs?: number;
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The API server as `pnpm start` runs it (tsx, the demo data) on its own port and data folder, in a process group of
 * its own so that stopping it ends tsx's child too. Answers once /healthz does.
 */
export async function startApiServer({ name, port, dataDir, env = {}, startupMs = 120_000 }: ApiServerOptions) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-(child.pid as number), 'SIGTERM');
    await exited;
  };
  for (const started = Date.now(); !(await healthy(port)); ) {
    if (child.exitCode !== null || Date.now() - started > startupMs) {
      await stop();
      throw new Error(`the ${name} bench server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { pid: child.pid ?? 0, stop };
}
