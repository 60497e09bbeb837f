import { createBenchEnvironment } from './bench-environment';
import type { Benchmark } from './benchmark';
import { dashboardPage } from './dashboard-page';
import { exportsBenchmark } from './exports';
import { frontEndBuildProblem } from './front-end-build';
import { loginPage } from './login-page';
import { nodes } from './nodes';
import { postbacks } from './postbacks';
import { reportByGoal } from './report-by-goal';
import { tracking } from './tracking';

/** Every benchmark, in the order `pnpm bench` runs them. Add a file in bench/src and list it here. */
const BENCHMARKS: Benchmark[] = [loginPage, dashboardPage, tracking, nodes, postbacks, exportsBenchmark, reportByGoal];

/** `pnpm bench` runs all; `pnpm bench login-page` runs the named ones. */
function chosenBenchmarks(names: string[]): Benchmark[] {
  if (names.length === 0) return BENCHMARKS;
  const unknown = names.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
  if (unknown.length > 0) {
    throw new Error(`Unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
  }
  return BENCHMARKS.filter((benchmark) => names.includes(benchmark.name));
}

async function main(): Promise<number> {
  const benchmarks = chosenBenchmarks(process.argv.slice(2));
  const buildProblem = benchmarks.some((benchmark) => benchmark.needsFrontEndBuild) ? frontEndBuildProblem() : null;
  if (buildProblem) {
    console.error(buildProblem);
    return 1;
  }
  const environment = createBenchEnvironment();
  const stopOnSignal = () => {
    void environment.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    for (const benchmark of benchmarks) {
      console.info(`\n▶ ${benchmark.name}: ${benchmark.title}`);
      await benchmark.run(environment);
    }
    return 0;
  } finally {
    await environment.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
