import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { fileAnswer, listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { noBody, type RouteApp } from '../shared/http/schemas';
import { approvePayoutRun } from './approval';
import { payoutRunCsv } from './run-csv';
import { deletePayoutRun, payoutRun, payoutRuns, startPayoutRun } from './runs';
import { idParams, runAnswer, runBody, runSummaryAnswer } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const tags = ['settlement'];

/** The owner's payout runs: start one for a period, review, approve or discard it, export it for the bank. */
export default async function runRoutes(app: RouteApp) {
  const ctx = app.ctx;

  app.get(
    '/api/network/payout-runs',
    {
      schema: {
        summary: "The owner's payout runs, newest first, with their invoices counted and summed per currency",
        tags,
        response: { 200: okAnswer(listOf(runSummaryAnswer)) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await payoutRuns(ctx, sessionOf(request))),
  );

  app.post(
    '/api/network/payout-runs',
    {
      schema: {
        summary: 'The owner starts a run for a period: a draft invoice per publisher and currency (409: run exists)',
        tags,
        body: runBody,
        response: { 200: okAnswer(runAnswer, 'The run and its draft invoices') },
      },
      preHandler: owner,
    },
    async (request) => ok('Payout run started', await startPayoutRun(ctx, sessionOf(request), request.body)),
  );

  app.get(
    '/api/network/payout-runs/:id',
    {
      schema: {
        summary: 'A payout run with its invoices and their lines',
        tags,
        params: idParams,
        response: { 200: okAnswer(runAnswer) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await payoutRun(ctx, sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/network/payout-runs/:id/approve',
    {
      schema: {
        summary: 'The owner approves a run: its invoices are numbered and hold their conversions (409: approved)',
        tags,
        params: idParams,
        body: noBody,
        response: { 200: okAnswer(runAnswer, 'The approved run') },
      },
      preHandler: owner,
    },
    async (request) =>
      ok('Payout run approved', await approvePayoutRun(ctx, sessionOf(request), request.params.id, request.protocol)),
  );

  app.delete(
    '/api/network/payout-runs/:id',
    {
      schema: {
        summary: 'The owner discards a draft run and its invoices (409 once approved)',
        tags,
        params: idParams,
        response: { 200: okAnswer() },
      },
      preHandler: owner,
    },
    async (request) => {
      await deletePayoutRun(ctx, sessionOf(request), request.params.id);
      return ok('Payout run discarded');
    },
  );

  app.get(
    '/api/network/payout-runs/:id/csv',
    {
      schema: {
        summary: 'A payout run as a CSV for the bank: one line per invoice',
        tags,
        params: idParams,
        response: { 200: fileAnswer('text/csv', "The run's invoices") },
      },
      preHandler: owner,
    },
    async (request, reply) => {
      const file = await payoutRunCsv(ctx, sessionOf(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
}
