import type { LoginPageResults, LoginPageTimings } from './login-page-figures';
import type { ByteFigures } from './page-bytes';
import { kilobytes, milliseconds } from './statistics';
import { markdownTable } from './table';

const TIMING_NAMES: [keyof LoginPageTimings, string][] = [
  ['formUsableMs', 'Login form usable (in-page probe)'],
  ['livePageMs', 'Live page in place of the drawn form'],
  ['formSeenByPlaywrightMs', 'Login form seen by Playwright'],
  ['firstContentfulPaintMs', 'First contentful paint'],
  ['largestContentfulPaintMs', 'Largest contentful paint'],
  ['domContentLoadedMs', 'DOMContentLoaded'],
  ['loadMs', 'load'],
];

function timingTable(results: LoginPageResults): string {
  const repeat = results.repeatVisit.timings;
  const rows = TIMING_NAMES.map(([key, name]) => {
    const figure = results.medians.timings[key];
    return [
      name,
      milliseconds(figure.median),
      milliseconds(figure.min),
      milliseconds(figure.max),
      milliseconds(repeat[key]),
    ];
  });
  const headers = ['Time since navigation start', 'Cold median', 'Cold min', 'Cold max', 'Repeat visit'];
  return markdownTable(headers, rows, [false, true, true, true, true]);
}

function byteRow(name: string, bytes: ByteFigures): string[] {
  return [
    name,
    String(bytes.requests),
    kilobytes(bytes.transferJs),
    kilobytes(bytes.transferTotal),
    kilobytes(bytes.decodedJs),
    kilobytes(bytes.decodedTotal),
  ];
}

function byteTable(results: LoginPageResults): string {
  const medians = Object.fromEntries(
    Object.entries(results.medians.bytes).map(([key, figure]) => [key, figure.median]),
  ) as unknown as ByteFigures;
  const repeat = results.repeatVisit.bytes;
  const rows = [
    ...results.medians.byOrigin.map((origin) => byteRow(`cold: ${origin.origin}`, origin)),
    byteRow('**cold: total**', medians),
    byteRow(`repeat visit: total (${repeat.cachedRequests} from cache; decoded counts them)`, repeat),
  ];
  const headers = ['Downloads (median of cold runs)', 'Requests', 'JS wire', 'All wire', 'JS decoded', 'All decoded'];
  return markdownTable(headers, rows, [false, true, true, true, true, true]);
}

function largestTable(results: LoginPageResults): string {
  const rows = results.resources
    .slice(0, 8)
    .map((resource) => [
      resource.url.replace(/^https?:\/\/[^/]+/, `:${resource.port}`),
      resource.contentEncoding || 'none',
      kilobytes(resource.transferBytes),
      kilobytes(resource.decodedBytes),
    ]);
  return markdownTable(['Largest responses (first cold run)', 'Encoding', 'Wire', 'Decoded'], rows, [
    false,
    false,
    true,
    true,
  ]);
}

/** The short Markdown report: stdout and bench/results/login-page.md. */
export function loginPageMarkdown(results: LoginPageResults): string {
  const { machine } = results;
  const notes = [
    `- ${results.runs.length} cold runs (fresh browser context each, after one unrecorded warm-up), then one repeat visit in the last run's context.`,
    '- "Wire" = bytes on the network (compressed body + headers, CDP `encodedDataLength`); "decoded" = body after decompression.',
    results.bytesEqualAcrossRuns
      ? '- Bytes were equal in every cold run.'
      : '- **Bytes differed between cold runs** (see JSON).',
  ];
  const trips = results.medians.roundTrips;
  const chain = results.runs[0]?.roundTrips.chain.join(' → ') ?? '';
  notes.push(
    `- Sequential round trips before the form was usable: median ${trips.median}, max ${trips.max} (first run: ${chain}).`,
  );
  if (results.staticPage) {
    const yardstick = results.staticPage.formUsableMs;
    const ratio = results.medians.timings.formUsableMs.median / yardstick.median;
    notes.push(
      `- Yardstick: a static page of the same size from the same server (the form in its HTML, the same ${kilobytes(results.staticPage.scriptBytes)} of JavaScript parsed but not run) has its form usable at ${milliseconds(yardstick.median)} (${milliseconds(yardstick.min)}–${milliseconds(yardstick.max)}); the login page takes ${ratio.toFixed(2)}× that.`,
    );
  }
  const revalidated = results.repeatVisitNetworkRequests.map((request) => new URL(request.url).pathname).join(', ');
  notes.push(`- Repeat visit: not served from cache (revalidated or API calls): ${revalidated || 'none'}.`);
  if (results.uncompressedTextResponses.length > 0) {
    const list = results.uncompressedTextResponses.map((r) => `${r.url} (${kilobytes(r.decodedBytes)})`).join(', ');
    notes.push(`- **Sent without compression:** ${list}`);
  }
  return [
    `# Login page (${results.url})`,
    '',
    `${machine.date} · commit ${machine.gitCommit} · Node ${machine.node} · Chromium ${machine.chromium} · ${machine.cpuCount} CPUs · load average ${machine.loadAverage1m}`,
    '',
    timingTable(results),
    '',
    byteTable(results),
    '',
    largestTable(results),
    '',
    ...notes,
    '',
  ].join('\n');
}
