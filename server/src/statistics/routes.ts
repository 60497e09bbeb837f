import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { networkSettings } from '../settings/network-settings';
import { fileAnswer, okAnswer, pageOf } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { conversionAnswer, dashboardAnswer, reportAnswer } from './answers';
import { listConversions } from './conversions';
import { conversionsCsvText } from './conversions-csv-pages';
import { reportCsv } from './csv';
import { buildDashboard } from './dashboard';
import { conversionFilterOf, reportFilterOf } from './filters';
import { conversionsCsvQuery, conversionsQuery, reportQuery } from './schemas';
import { scopeOf } from './scope';
import { buildReport } from './statistics';

const tags = ['statistics'];

function csv(reply: FastifyReply, name: string, content: string | Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(content);
}

/**
 * A CSV streamed page by page. Its first page is read before the answer starts, so that a refused filter is still a
 * 400 in the envelope; a failure after that cuts the download short (the browser says it failed).
 */
async function streamed(pages: AsyncGenerator<string>): Promise<Readable> {
  const first = await pages.next();
  return Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* pages;
    })(),
  );
}

/** Statistics of the caller's network, scoped to his role (publisher: his traffic; advertiser: his offers). */
export default async function routes(app: RouteApp) {
  const ctx = app.ctx;
  const scope = (request: FastifyRequest) => scopeOf(ctx, sessionOf(request));
  const signedIn = { preHandler: requireSession() };

  app.get(
    '/api/statistics/dashboard',
    {
      ...signedIn,
      schema: {
        summary: 'Today, the last 7 days and this month against like periods; 30 days of figures; top offers',
        tags,
        response: { 200: okAnswer(dashboardAnswer) },
      },
    },
    async (request) => ok('ok', await buildDashboard(ctx, await scope(request))),
  );

  app.get(
    '/api/statistics/report',
    {
      ...signedIn,
      schema: {
        summary: "The caller's figures of a period, by one or two levels, with totals",
        tags,
        querystring: reportQuery,
        response: { 200: okAnswer(reportAnswer) },
      },
    },
    async (request) => {
      const s = await scope(request);
      return ok('ok', await buildReport(ctx, s, reportFilterOf(request.query, s)));
    },
  );

  app.get(
    '/api/statistics/report.csv',
    {
      ...signedIn,
      schema: {
        summary: "stats.csv: the report in the network's chosen columns, then a totals row",
        tags,
        querystring: reportQuery,
        response: { 200: fileAnswer('text/csv', "stats.csv, with only the money of the caller's role") },
      },
    },
    async (request, reply) => {
      const s = await scope(request);
      const report = await buildReport(ctx, s, reportFilterOf(request.query, s));
      const { reportSettingKeys } = await networkSettings(ctx.db, s.networkId);
      return csv(reply, 'stats.csv', reportCsv(s, report, reportSettingKeys));
    },
  );

  app.get(
    '/api/statistics/conversions',
    {
      ...signedIn,
      schema: {
        summary: "One page of the caller's conversions, newest first",
        tags,
        querystring: conversionsQuery,
        response: { 200: okAnswer(pageOf(conversionAnswer)) },
      },
    },
    async (request) => {
      const s = await scope(request);
      return ok('ok', await listConversions(ctx, s, conversionFilterOf(request.query, s)));
    },
  );

  app.get(
    '/api/statistics/conversions.csv',
    {
      ...signedIn,
      schema: {
        summary: "conversions.csv: every conversion of the filters, newest first, times in the network's zone",
        tags,
        querystring: conversionsCsvQuery,
        response: { 200: fileAnswer('text/csv', "conversions.csv, with only the money of the caller's role") },
      },
    },
    async (request, reply) =>
      csv(reply, 'conversions.csv', await streamed(conversionsCsvText(ctx, sessionOf(request), request.query))),
  );
}
