import type { DatabaseFacts, PartFigures } from './nodes';
import type { Settings } from './nodes-measures';
import type { MachineFacts } from './repo';
import { markdownTable } from './table';

interface NodesResults {
  machine: MachineFacts & { loadAverage1mAtStart: number };
  postgres: string | null;
  settings: Settings & { demo_clicks: number };
  databases: DatabaseFacts[];
  parts: PartFigures[];
}

const NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;
const whole = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The results as the README shows them: one row per database and node count. */
export function nodesMarkdown(results: NodesResults): string {
  const { machine, settings } = results;
  const rows = results.parts.map((part) => [
    NAMES[part.database],
    String(part.nodes),
    whole(part.click.per_second),
    whole(part.click.bare_per_second),
    part.click.ratio_to_bare.toFixed(2),
    ms(part.click.p95_ms),
    `${whole(part.click.answered)} / ${whole(part.click.stored)}`,
    whole(part.postback.per_second),
    ms(part.postback.p95_ms),
    `${whole(part.postback.answered)} / ${whole(part.postback.stored)} / ${whole(part.postback.not_ok + part.postback.errors)}`,
    ms(part.report.p95_ms),
  ]);
  const seeded = results.databases.map(
    (d) =>
      `${NAMES[d.database]}: ${whole(d.clicks_seeded)} clicks and ${whole(d.conversions_seeded)} conversions seeded in ${d.seed_seconds.toFixed(0)} s, ${d.errors_logged} error lines logged`,
  );
  return [
    `# API nodes benchmark (${machine.date})`,
    '',
    `${machine.cpuCount} × ${machine.cpuModel}, Node ${machine.node}, ${machine.platform}, commit ${machine.gitCommit}; ` +
      `load average ${machine.loadAverage1mAtStart} at the start, ${machine.loadAverage1m} at the end. ` +
      `${results.postgres ?? 'No PostgreSQL'} (a private cluster, durability off).`,
    '',
    `Load: wrk, ${settings.connections} kept-alive connections (one per wrk thread) taken by the nodes in turn; ` +
      `${settings.rounds} rounds of ${settings.seconds} s, each beside a round of a bare Node http server answering 302 ` +
      '(two of them for two nodes) under the same load. Nodes log at their default level (info) to a file.',
    '',
    markdownTable(
      [
        'Database',
        'Nodes',
        '/click per s',
        'Bare 302 per s',
        '/click ÷ bare',
        '/click p95',
        'Clicks answered 302 / stored',
        '/postback per s',
        '/postback p95',
        'Postbacks 200 / stored / failed',
        'Report p95',
      ],
      rows,
      [false, true, true, true, true, true, true, true, true, true, true],
    ),
    '',
    `Report: the owner's 30 days by day and offer, one request at a time. ${seeded.join('; ')}.`,
  ].join('\n');
}
