import type { Benchmark } from './benchmark';
import { type DashboardVisit, publisherLogin, visitDashboard } from './dashboard-visit';
import { byteFigures } from './page-bytes';
import { machineFacts } from './repo';
import { writeResults } from './results-files';
import { kilobytes, milliseconds, spread } from './statistics';
import { markdownTable } from './table';

const COLD_RUNS = 5;

/** The publisher's dashboard of the acme tenant, opened signed in: time to its first card, bytes, round trips. */
export const dashboardPage: Benchmark = {
  name: 'dashboard-page',
  title: "Publisher's dashboard after sign-in: time to the first card, JavaScript bytes, sequential round trips",
  needsFrontEndBuild: true,
  async run(environment) {
    const server = await environment.server();
    const browser = await environment.browser();
    const origin = `http://acme.localhost:${server.port}`;
    const url = `${origin}/dashboard`;
    const visits: DashboardVisit[] = [];
    for (let run = 0; run <= COLD_RUNS; run += 1) {
      const context = await browser.newContext();
      try {
        const visit = await visitDashboard(context, url, await publisherLogin(context, origin));
        // Run 0 warms the server and the browser up and is not recorded.
        if (run === 0) continue;
        visits.push(visit);
        console.info(`  run ${run}: first card at ${Math.round(visit.timings.firstCardMs)} ms`);
      } finally {
        await context.close();
      }
    }
    const machine = { ...machineFacts(), chromium: browser.version() };
    const results = {
      benchmark: 'dashboard-page',
      url,
      machine,
      runs: visits.map((visit, index) => ({ run: index + 1, ...visit, bytes: byteFigures(visit.resources) })),
      medians: {
        areaRenderedMs: spread(visits.map((visit) => visit.timings.areaRenderedMs)),
        firstCardMs: spread(visits.map((visit) => visit.timings.firstCardMs)),
        domContentLoadedMs: spread(visits.map((visit) => visit.timings.domContentLoadedMs)),
        roundTrips: spread(visits.map((visit) => visit.roundTrips.count)),
        transferJs: spread(visits.map((visit) => byteFigures(visit.resources).transferJs)),
        requests: spread(visits.map((visit) => visit.resources.length)),
      },
    };
    const markdown = dashboardMarkdown(results, visits[0]?.roundTrips.chain ?? []);
    console.info(`\n${markdown}`);
    const files = writeResults(this.name, machine.date, results, markdown);
    console.info(`Results written: ${files.join(', ')}`);
  },
};

type Medians = Record<
  'areaRenderedMs' | 'firstCardMs' | 'domContentLoadedMs' | 'roundTrips' | 'transferJs' | 'requests',
  ReturnType<typeof spread>
>;

function dashboardMarkdown(
  results: { url: string; machine: ReturnType<typeof machineFacts> & { chromium: string }; medians: Medians },
  chain: string[],
): string {
  const { medians, machine } = results;
  const time = (name: string, figure: ReturnType<typeof spread>) => [
    name,
    milliseconds(figure.median),
    milliseconds(figure.min),
    milliseconds(figure.max),
  ];
  const table = markdownTable(
    ['Time since navigation start', 'Cold median', 'Cold min', 'Cold max'],
    [
      time('First card shows its figures', medians.firstCardMs),
      time('Statistics area rendered (page title)', medians.areaRenderedMs),
      time('DOMContentLoaded', medians.domContentLoadedMs),
    ],
    [false, true, true, true],
  );
  return [
    `# Publisher's dashboard after sign-in (${results.url})`,
    '',
    `${machine.date} · commit ${machine.gitCommit} · Node ${machine.node} · Chromium ${machine.chromium} · ${machine.cpuCount} CPUs · load average ${machine.loadAverage1m}`,
    '',
    table,
    '',
    `- JavaScript on the wire (median of ${COLD_RUNS} cold runs): ${kilobytes(medians.transferJs.median)} in ${medians.requests.median} requests.`,
    `- Sequential round trips before the statistics area rendered: ${medians.roundTrips.median} (max ${medians.roundTrips.max}); first run's chain: ${chain.join(' → ')}.`,
    '- Each run: a fresh browser context holding the login record the sign-in form stores; one unrecorded warm-up.',
    '',
  ].join('\n');
}
