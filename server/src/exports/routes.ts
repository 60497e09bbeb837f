import type { ExportKind, ExportQuery } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { offerQuery } from '../offers/schemas';
import { AppError, notFound } from '../shared/errors';
import { fileAnswer, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { describeValidation } from '../shared/http/validation-messages';
import { conversionFilterOf, reportFilterOf } from '../statistics/filters';
import { conversionsCsvQuery, reportQuery } from '../statistics/schemas';
import { scopeOf } from '../statistics/scope';
import { exportRow, hasExpired, jobView, listExports, normalizeQuery, queueExport, removeExport } from './jobs';
import { createBody, exportJobAnswer, idParams } from './schemas';
import { exportFileKey, wakeExportWorker } from './worker';

const tags = ['exports'];

/** The query schema of each kind's own list route. */
const QUERY_SCHEMAS = { offers: offerQuery, report: reportQuery, conversions: conversionsCsvQuery } as const;

/**
 * The same checks as the list endpoints (their schema, then the rules between fields), so a bad export is refused
 * now (400 naming the field), not later. A report or conversions export keeps its period resolved now, as dates: the
 * file holds the days that were asked for even when the job runs after midnight, and the download center can name
 * them instead of a preset.
 */
async function checkedQuery(request: FastifyRequest, kind: ExportKind, query: ExportQuery): Promise<ExportQuery> {
  // A copy: the schema's coercions and defaults are the check's, the stored query stays the text that was sent.
  const validate = request.compileValidationSchema(QUERY_SCHEMAS[kind], 'querystring');
  if (!validate({ ...query }) && validate.errors) {
    const failure = describeValidation(validate.errors as never, 'querystring');
    throw new AppError(400, failure.code, failure.msg, {}, failure.field, failure.params);
  }
  if (kind === 'offers') return query;
  const scope = await scopeOf(request.server.ctx, sessionOf(request));
  const { preset: _preset, ...rest } = query;
  const { from, to } = kind === 'report' ? reportFilterOf(query, scope) : conversionFilterOf(query, scope);
  return normalizeQuery(kind, { ...rest, from, to });
}

/** Download center: CSV exports as background jobs of the caller, files kept until the network's retention. */
export default async function exportRoutes(app: RouteApp) {
  const ctx = app.ctx;
  const signedIn = { preHandler: requireSession() };

  const createSchema = {
    summary: 'Queues a CSV export of offers, the report or conversions',
    tags,
    body: createBody,
    response: {
      200: okAnswer(exportJobAnswer, "The caller's identical export, still queued or running"),
      201: okAnswer(exportJobAnswer, 'The export, queued'),
    },
  };
  app.post('/api/exports', { ...signedIn, schema: createSchema }, async (request, reply) => {
    const { kind } = request.body;
    const query = await checkedQuery(request, kind, normalizeQuery(kind, request.body.query ?? {}));
    const { job, created } = await queueExport(ctx, sessionOf(request), kind, query);
    if (!created) return ok('This export is already pending', job);
    wakeExportWorker(ctx);
    return reply.code(201).send(ok('Export queued', job));
  });

  const listSchema = {
    summary: "The caller's exports, newest first (at most 200)",
    tags,
    response: { 200: okAnswer({ type: 'array', items: exportJobAnswer }) },
  };
  app.get('/api/exports', { ...signedIn, schema: listSchema }, async (request) =>
    ok('ok', await listExports(ctx, sessionOf(request))),
  );

  const jobSchema = {
    summary: "One of the caller's exports",
    tags,
    params: idParams,
    response: { 200: okAnswer(exportJobAnswer) },
  };
  app.get('/api/exports/:id', { ...signedIn, schema: jobSchema }, async (request) =>
    ok('ok', jobView(await exportRow(ctx, sessionOf(request), request.params.id))),
  );

  const fileSchema = {
    summary: 'The CSV file of a finished export (409 while it runs, 410 once expired)',
    tags,
    params: idParams,
    response: { 200: fileAnswer('text/csv', "The export's CSV file") },
  };
  app.get('/api/exports/:id/file', { ...signedIn, schema: fileSchema }, async (request, reply) => {
    const job = await exportRow(ctx, sessionOf(request), request.params.id);
    if (hasExpired(job)) throw new AppError(410, 'EXPIRED', 'expired');
    if (job.status !== 'done' || !job.file_path) throw new AppError(409, 'NOT_READY', 'The export is not ready');
    const file = await ctx.files.read(exportFileKey(job.file_path));
    if (!file) throw notFound('The file of this export is gone; export it again');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${job.file_name}"`)
      .header('content-length', String(file.size))
      .header('cache-control', 'no-store')
      .send(file.stream);
  });

  const deleteSchema = {
    summary: "Deletes one of the caller's exports and its file",
    tags,
    params: idParams,
    response: { 200: okAnswer() },
  };
  app.delete('/api/exports/:id', { ...signedIn, schema: deleteSchema }, async (request) => {
    const job = await exportRow(ctx, sessionOf(request), request.params.id);
    await removeExport(ctx, job);
    if (job.file_path) await ctx.files.remove(exportFileKey(job.file_path));
    return ok('Export deleted');
  });
}
