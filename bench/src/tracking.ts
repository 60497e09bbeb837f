import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { Benchmark } from './benchmark';
import { machineFacts } from './repo';
import { writeResults } from './results-files';
import { markdownTable } from './table';
import { CONVERSION_PERCENT, request, startTrackingServer, TRACKING_PORT } from './tracking-server';

const HOST = `acme.localhost:${TRACKING_PORT}`;
const LOAD_SECONDS = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function reportTimes(url: string, token: string, runs = 100) {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    const response = await request(url, HOST, { authorization: token });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Reports on a large database, /click throughput and p99 under a loopback load, /postback throughput. */
export const tracking: Benchmark = {
  name: 'tracking',
  title: 'statistics reports on millions of clicks, /click and /postback under load',
  needsFrontEndBuild: false,
  async run() {
    const demoClicks = Number(process.env.BENCH_CLICKS ?? 5_000_000);
    const server = await startTrackingServer(demoClicks);
    try {
      const db = new Database(path.join(server.dataDir, 'affnet.sqlite'), { readonly: true });
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      const networks = db
        .prepare(
          `select n.network_id as slug,
             (select count(*) from clicks c where c.network_id = n.id) as clicks,
             (select count(*) from conversions v where v.network_id = n.id) as conversions,
             (select count(*) from conversions v where v.network_id = n.id and v.status in ('approved', 'pending')) as counted,
             (select count(*) from offers o where o.network_id = n.id) as offers,
             (select count(*) from users u where u.network_id = n.id and u.role = 'publisher') as publishers
           from networks n order by n.id`,
        )
        .all() as {
        slug: string;
        clicks: number;
        conversions: number;
        counted: number;
        offers: number;
        publishers: number;
      }[];
      const acme = networks.find((n) => n.slug === 'acme')!;
      const conversions = acme.conversions;
      const login = await request(
        '/user/network/login',
        HOST,
        {},
        { email: 'owner@acme.test', password: 'Affnet-demo-2026' },
      );
      const token = (JSON.parse(login.body) as { payload: { token: string }[] }).payload[0]!.token;
      const monthReport = await reportTimes(
        `/api/statistics/report?preset=custom&from=${isoDay(29)}&to=${isoDay(0)}&group=day,offer`,
        token,
      );
      const weekReport = await reportTimes(
        `/api/statistics/report?preset=custom&from=${isoDay(6)}&to=${isoDay(0)}&group=day,publisher`,
        token,
      );
      const offer = db
        .prepare(
          "select o.id from offers o join networks n on n.id = o.network_id where n.network_id = 'acme' and o.status = 'active' and o.visibility = 'public' and o.countries = '[]' and o.os = '[]' and o.devices = '[]' limit 1",
        )
        .get() as { id: number };
      const publisher = db.prepare("select id from users where email = 'publisher@acme.test'").get() as { id: number };
      const clickUrl = `http://127.0.0.1:${TRACKING_PORT}/click?offer_id=${offer.id}&aff_id=${publisher.id}&aff_sub1=bench`;
      const headers = { host: HOST, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' };
      const warm = await autocannon({ url: clickUrl, headers, connections: 10, duration: 3 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = count('select count(*) as n from clicks');
      // About LOAD_SECONDS' worth of requests as a fixed amount: a run stopped by its duration drops the answers
      // of the requests still in flight, which the server has stored, so stored could not equal answered.
      const amount = Math.round(warm.requests.average * LOAD_SECONDS);
      const clicks = await autocannon({ url: clickUrl, headers, connections: 10, amount });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const stored = count('select count(*) as n from clicks') - before;
      const crowd = await autocannon({ url: clickUrl, headers, connections: 50, duration: LOAD_SECONDS });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const fresh = (
        db.prepare(`select click_id from clicks where sub1 = 'bench' order by created_at desc limit 200000`).all() as {
          click_id: string;
        }[]
      ).map((c) => c.click_id);
      let next = 0;
      const postbacks = await autocannon({
        url: `http://127.0.0.1:${TRACKING_PORT}`,
        headers: { host: HOST },
        connections: 20,
        duration: LOAD_SECONDS,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/postback?click_id=${fresh[next++ % fresh.length]}` }) }],
      });
      db.close();
      const results = {
        machine: machineFacts(),
        database: {
          measured_network: 'acme',
          acme_conversion_rate_percent_of_demo: CONVERSION_PERCENT,
          networks,
          first_start_seconds: server.startSeconds,
        },
        report_30_days_day_offer_ms: monthReport,
        report_7_days_day_publisher_ms: weekReport,
        click: {
          redirects_per_second: clicks['3xx'] / clicks.duration,
          seconds: clicks.duration,
          p50_ms: clicks.latency.p50,
          p99_ms: clicks.latency.p99,
          answered: clicks['3xx'],
          stored,
          errors: clicks.errors,
        },
        click_50_connections: {
          redirects_per_second: crowd.requests.average,
          p50_ms: crowd.latency.p50,
          p99_ms: crowd.latency.p99,
        },
        postback: { per_second: postbacks.requests.average, p99_ms: postbacks.latency.p99, answered: postbacks['2xx'] },
      };
      const ms = (v: number) => `${v.toFixed(1)} ms`;
      const markdown = [
        `# Tracking benchmark (${results.machine.date})`,
        '',
        `Database: ${networks.length} networks; measured on Acme, ${acme.clicks.toLocaleString('en')} clicks and ${conversions.toLocaleString('en')} conversions (${acme.counted.toLocaleString('en')} approved or pending) over 90 days; first start incl. seed ${server.startSeconds.toFixed(0)} s.`,
        '',
        markdownTable(
          ['Network', 'Offers', 'Publishers', 'Clicks', 'Conversions'],
          networks.map((n) => [
            n.slug,
            String(n.offers),
            String(n.publishers),
            n.clicks.toLocaleString('en'),
            n.conversions.toLocaleString('en'),
          ]),
          [false, true, true, true, true],
        ),
        '',
        'Counts of the database as seeded, before the load below adds clicks and conversions to Acme.',
        '',
        markdownTable(
          ['What', 'Figure'],
          [
            ['Report 30 days × offer: p50 / p95', `${ms(monthReport.p50)} / ${ms(monthReport.p95)}`],
            ['Report 7 days × publisher: p50 / p95', `${ms(weekReport.p50)} / ${ms(weekReport.p95)}`],
            [
              `/click redirects per second (10 connections, ${clicks.duration.toFixed(1)} s)`,
              String(Math.round(results.click.redirects_per_second)),
            ],
            ['/click latency p50 / p99', `${results.click.p50_ms} ms / ${results.click.p99_ms} ms`],
            ['/click answered / stored', `${results.click.answered} / ${stored}`],
            [
              '/click with 50 connections: per second, p50 / p99',
              `${Math.round(crowd.requests.average)}, ${crowd.latency.p50} ms / ${crowd.latency.p99} ms`,
            ],
            ['/postback per second (20 connections)', String(Math.round(results.postback.per_second))],
          ],
          [false, true],
        ),
      ].join('\n');
      for (const file of writeResults('tracking', results.machine.date, results, markdown))
        console.info(`  wrote ${file}`);
      console.info(markdown);
    } finally {
      await server.stop();
    }
  },
};
