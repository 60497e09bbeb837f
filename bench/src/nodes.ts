import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Started, startApiNode, startBareServer } from './api-nodes';
import { type BenchDatabase, createBenchDatabase, type DatabaseKind, startPostgres } from './bench-database';
import type { Benchmark } from './benchmark';
import { ensureWrk } from './load';
import {
  acmeTarget,
  type ClickFigures,
  measureClicks,
  measurePostbacks,
  measureReport,
  type PostbackFigures,
  type ReportFigures,
  type Settings,
  type Target,
} from './nodes-measures';
import { nodesMarkdown } from './nodes-report';
import { BENCH_PORT } from './product-server';
import { machineFacts } from './repo';
import { writeResults } from './results-files';

/** Beside the product server's ports (BENCH_PORT…+5): the API nodes at +80 and +81, the bare servers at +82, +83. */
const NODE_PORTS = [BENCH_PORT + 80, BENCH_PORT + 81];
const BARE_PORTS = [BENCH_PORT + 82, BENCH_PORT + 83];

export interface PartFigures {
  database: DatabaseKind;
  nodes: number;
  report: ReportFigures;
  click: ClickFigures;
  postback: PostbackFigures;
}

export interface DatabaseFacts {
  database: DatabaseKind;
  /** Seconds from the first node's start to its first answer (migrations and the demo seed). */
  seed_seconds: number;
  clicks_seeded: number;
  conversions_seeded: number;
  /** Lines the nodes logged at error level or above (a click the database refused is one). */
  errors_logged: number;
}

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function measureParts(target: Target, barePorts: number[], database: BenchDatabase, settings: Settings) {
  const report = await measureReport(target);
  const click = await measureClicks(target, barePorts, database, settings);
  const postback = await measurePostbacks(target, database, settings);
  return { report, click, postback };
}

function errorsLogged(files: string[]): number {
  return files.flatMap((file) => readFileSync(file, 'utf8').split('\n')).filter((line) => /"level":(50|60)/.test(line))
    .length;
}

/** One database: the first node seeds it and is measured alone, then with a second node beside it. */
async function measureDatabase(
  kind: DatabaseKind,
  postgres: Awaited<ReturnType<typeof startPostgres>> | null,
  settings: Settings,
  demoClicks: number,
): Promise<{ facts: DatabaseFacts; parts: PartFigures[] }> {
  const database = await createBenchDatabase(kind, postgres ?? undefined);
  const started: Started[] = [];
  const logs = NODE_PORTS.map((_, i) => path.join(database.folder, `node-${i + 1}.log`));
  try {
    const bare = await Promise.all(BARE_PORTS.map((port) => startBareServer(port)));
    started.push(...bare);
    const node = (i: number) => {
      const dataDir = path.join(database.folder, `node-${i + 1}`);
      mkdirSync(dataDir, { recursive: true });
      return startApiNode({
        port: NODE_PORTS[i]!,
        databaseUrl: database.url,
        dataDir,
        demoClicks,
        baseDomain: `localhost:${NODE_PORTS[0]}`,
        logFile: logs[i]!,
      });
    };
    console.info(`  ${kind}: first node, seeding ${demoClicks.toLocaleString('en')} demo clicks…`);
    const seeding = performance.now();
    started.push(await node(0));
    const seedSeconds = (performance.now() - seeding) / 1000;
    // The seed leaves hundreds of MB for the kernel to write out about 30 s later (dirty_expire_centisecs), in the
    // middle of the rounds: written now, before anything is measured.
    execFileSync('sync');
    const seeded = {
      clicks: await database.count('select count(*) from clicks'),
      conversions: await database.count('select count(*) from conversions'),
    };
    const one = await acmeTarget([NODE_PORTS[0]!], `acme.localhost:${NODE_PORTS[0]}`);
    console.info(`  ${kind}: one node…`);
    const parts: PartFigures[] = [
      { database: kind, nodes: 1, ...(await measureParts(one, [BARE_PORTS[0]!], database, settings)) },
    ];
    started.push(await node(1));
    console.info(`  ${kind}: two nodes…`);
    const two = { ...one, ports: NODE_PORTS };
    parts.push({ database: kind, nodes: 2, ...(await measureParts(two, BARE_PORTS, database, settings)) });
    const facts = {
      database: kind,
      seed_seconds: seedSeconds,
      clicks_seeded: seeded.clicks,
      conversions_seeded: seeded.conversions,
      errors_logged: errorsLogged(logs),
    };
    return { facts, parts };
  } finally {
    for (const server of started.reverse()) await server.stop();
    await database.close();
  }
}

/**
 * /click and /postback throughput and the owner's report p95 on SQLite and on PostgreSQL, with one API node and with
 * two on the same database, each /click figure beside a bare Node 302 server measured in the same rounds.
 */
export const nodes: Benchmark = {
  name: 'nodes',
  title: '/click and /postback per second, report p95: SQLite and PostgreSQL, one and two API nodes',
  needsFrontEndBuild: false,
  async run() {
    ensureWrk();
    const settings: Settings = {
      seconds: numberFrom('BENCH_SECONDS', 5),
      rounds: numberFrom('BENCH_ROUNDS', 3),
      connections: numberFrom('BENCH_CONNECTIONS', 10),
    };
    const demoClicks = numberFrom('BENCH_NODES_CLICKS', 500_000);
    const kinds = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as DatabaseKind[];
    const loadAtStart = Number(os.loadavg()[0]?.toFixed(2));
    const postgres = kinds.includes('postgres') ? await startPostgres() : null;
    const databases: DatabaseFacts[] = [];
    const parts: PartFigures[] = [];
    try {
      for (const kind of kinds) {
        const measured = await measureDatabase(kind, postgres, settings, demoClicks);
        databases.push(measured.facts);
        parts.push(...measured.parts);
      }
    } finally {
      postgres?.stop();
    }
    const results = {
      machine: { ...machineFacts(), loadAverage1mAtStart: loadAtStart },
      postgres: postgres?.version ?? null,
      settings: { ...settings, demo_clicks: demoClicks, load_generator: 'wrk' },
      databases,
      parts,
    };
    const markdown = nodesMarkdown(results);
    for (const file of writeResults('nodes', results.machine.date, results, markdown)) console.info(`  wrote ${file}`);
    console.info(markdown);
    const lost = parts.filter((part) => part.click.stored !== part.click.answered);
    if (lost.length > 0) {
      const which = lost.map(
        (part) => `${part.database} ×${part.nodes}: ${part.click.answered} / ${part.click.stored}`,
      );
      throw new Error(`clicks answered 302 and clicks stored differ (${which.join('; ')})`);
    }
  },
};
