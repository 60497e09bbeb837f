import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

/** Facts about where the figures were measured, stored beside them. */
export interface MachineFacts {
  date: string;
  gitCommit: string;
  node: string;
  cpuCount: number;
  cpuModel: string;
  platform: string;
  /** 1-minute load average when the run ended: other work on the machine makes times noisy. */
  loadAverage1m: number;
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export function machineFacts(): MachineFacts {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    gitCommit: gitCommit(),
    node: process.version,
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    platform: `${os.platform()} ${os.release()}`,
    loadAverage1m: Number(os.loadavg()[0]?.toFixed(2)),
  };
}
