import type { Browser } from '@playwright/test';
import type { ProductServer } from './product-server';

/** What a benchmark can ask of the run: the built product served on its own ports, and one Chromium. */
export interface BenchEnvironment {
  /** Starts the server (once) and returns where it answers. */
  server(): Promise<ProductServer>;
  /** Launches Chromium (once). */
  browser(): Promise<Browser>;
}

/** One benchmark = one file in bench/src, listed in run.ts. */
export interface Benchmark {
  /** File-safe name; results go to bench/results/<name>.json and .md. */
  name: string;
  /** One line saying what is measured. */
  title: string;
  /** True when it needs the built host and remotes (checked before anything starts). */
  needsFrontEndBuild: boolean;
  run(environment: BenchEnvironment): Promise<void>;
}
